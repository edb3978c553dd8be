// Standalone start (the remote's own dev server); in the composed app the shell renders ./App.
import '@bestellwerk/ui/ui.css';
import { mountApp } from '@bestellwerk/client';
import App from './app.js';

mountApp(App, document.getElementById('root')!);
