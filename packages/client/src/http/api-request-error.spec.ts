import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from './api-request-error.js';

/** The class of a second copy of the module, as a remote bundles it beside the shared singleton. */
async function secondCopy(): Promise<typeof ApiRequestError> {
  let copy: typeof ApiRequestError | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = (await import('./api-request-error.js')).ApiRequestError;
  });
  return copy!;
}

describe('ApiRequestError', () => {
  it('is recognised by instanceof across copies of its module', async () => {
    const Copy = await secondCopy();
    expect(Copy).not.toBe(ApiRequestError);
    const error = new Copy(400, [
      { code: 'BRANCH_CLOSED', message: 'Derzeit haben wir leider geschlossen.' },
    ]);

    expect(error instanceof ApiRequestError).toBe(true);
    expect(new ApiRequestError(0, []) instanceof Copy).toBe(true);
  });

  it('is no ApiRequestError for other errors and values', () => {
    expect(new Error('x') instanceof ApiRequestError).toBe(false);
    expect((null as unknown as object) instanceof ApiRequestError).toBe(false);
    expect({ status: 400, errors: [] } instanceof ApiRequestError).toBe(false);
  });

  it('says an unknown error occurred when the answer carried none', () => {
    expect(new ApiRequestError(500, []).errors).toEqual([
      { code: 'INTERNAL_ERROR', message: UNKNOWN_ERROR_MESSAGE },
    ]);
    expect(new ApiRequestError(500, []).message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('codes a failure without an answer as a network error', () => {
    expect(new ApiRequestError(0, []).errors).toEqual([
      { code: 'NETWORK_ERROR', message: UNKNOWN_ERROR_MESSAGE },
    ]);
  });
});
