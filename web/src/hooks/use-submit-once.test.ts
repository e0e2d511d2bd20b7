import { describe, expect, it, vi } from 'vitest';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ApiError } from '../lib/api-client';
import { untilFinished } from './use-submit-once';

const stillWorking = () => new ApiError(409, 'Still working', { message: 'Still working', code: ERROR_CODES.REQUEST_IN_PROGRESS });
const noWait = async () => undefined;

describe('untilFinished', () => {
  it('asks again while the server says the first request is still working, then answers its result', async () => {
    // Prepare
    const request = vi.fn().mockRejectedValueOnce(stillWorking()).mockRejectedValueOnce(stillWorking()).mockResolvedValue({ ok: true });
    // Act
    const result = await untilFinished(request, noWait);
    // Assess
    expect(result).toEqual({ ok: true });
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('gives up after a few tries with the last "still working" error', async () => {
    const request = vi.fn().mockRejectedValue(stillWorking());
    await expect(untilFinished(request, noWait)).rejects.toMatchObject({ status: 409, body: { code: ERROR_CODES.REQUEST_IN_PROGRESS } });
    expect(request).toHaveBeenCalledTimes(6);
  });

  it('does not retry any other error, a 409 conflict included', async () => {
    const conflict = new ApiError(409, 'This code already exists', { message: 'This code already exists', code: 'ALREADY_PENDING' });
    const request = vi.fn().mockRejectedValue(conflict);
    await expect(untilFinished(request, noWait)).rejects.toBe(conflict);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
