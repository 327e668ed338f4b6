import { ContentError } from '../errors.js';

/** The `ContentError` that `run` throws; a test fails when it throws none or another error. */
export function contentErrorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}
