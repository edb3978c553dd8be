export * from './phone-input.js';
export * from './email-pattern.js';
export * from './order-form-rules.js';
export * from './contact-form-rules.js';
export * from './questionnaire-rules.js';
export * from './contact-form-limits.js';
export * from './field-labels.js';
