import { ContactFormStore } from './contact-form-store.js';

const valid = {
  subject: 'Frage zur Torte',
  firstName: 'Anna',
  lastName: 'Berger',
  phone: '0664 123456',
  email: 'anna@example.at',
  comment: 'Glutenfrei möglich?',
};

function filled(post: jest.Mock) {
  const store = new ContactFormStore({ post });
  for (const [field, value] of Object.entries(valid))
    store.setField(field as keyof typeof valid, value);
  store.setPrivacy(true);
  return store;
}

describe('ContactFormStore', () => {
  it('is valid only when every domain rule passes, privacy included', () => {
    const store = filled(jest.fn());
    expect(store.isValid).toBe(true);
    store.setPrivacy(false);
    expect(store.invalidFields).toEqual(['privacy']);
    store.setPrivacy(true);
    store.setField('comment', 'Einwort');
    expect(store.invalidFields).toEqual(['comment']);
  });

  it('posts the six fields, then empties the form and the privacy box', async () => {
    const post = jest.fn().mockResolvedValue({ id: 1 });
    const store = filled(post);

    await expect(store.submit()).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/custom/forms', valid);
    expect(store.status).toBe('sent');
    expect(store.form.subject).toBe('');
    expect(store.form.privacy).toBe(false);
    store.closeThankYou();
    expect(store.status).toBe('editing');
  });

  it('ignores submits while sending and when invalid', async () => {
    let resolve!: () => void;
    const post = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const store = filled(post);

    const first = store.submit();
    expect(store.isSending).toBe(true);
    await expect(store.submit()).resolves.toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    resolve();
    await first;

    await expect(store.submit()).resolves.toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps everything as it was when sending fails', async () => {
    const store = filled(jest.fn().mockRejectedValue(new Error('500')));

    await expect(store.submit()).resolves.toBe(false);
    expect(store.status).toBe('failed');
    expect(store.form).toEqual({ ...valid, privacy: true });
  });
});
