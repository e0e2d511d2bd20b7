import { describe, expect, it, vi } from 'vitest';
import { REQUEST_IN_PROGRESS_CODE } from '@safe-haven/shared/idempotent-requests';
import { ApiError } from '../lib/api-client';
import { untilFinished } from './use-submit-once';

const stillWorking = () => new ApiError(409, 'Still working', { message: 'Still working', code: REQUEST_IN_PROGRESS_CODE });
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
    await expect(untilFinished(request, noWait)).rejects.toMatchObject({ status: 409, body: { code: REQUEST_IN_PROGRESS_CODE } });
    expect(request).toHaveBeenCalledTimes(6);
  });

  it('does not retry any other error, a 409 conflict included', async () => {
    const conflict = new ApiError(409, 'This code already exists', { message: 'This code already exists', code: 'ALREADY_PENDING' });
    const request = vi.fn().mockRejectedValue(conflict);
    await expect(untilFinished(request, noWait)).rejects.toBe(conflict);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
