// The contact form, a block of the content pages.
export { ContactFormView } from './contact-form.js';
