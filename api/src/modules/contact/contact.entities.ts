import { ContactMessageEntity } from './entities/contact-message.entity.js';

/** The contact form's stored messages. */
export const CONTACT_ENTITIES = [ContactMessageEntity];
