/**
 * The AWS Well-Architected serverless lens, as this app applies it. cdk-nag's `Serverless` rule pack
 * checks what it can (memory, timeouts, tracing, DLQs, log retention, throttling, structured access
 * logs) and each finding we accept is suppressed with its reason next to the construct. Lens
 * practices no rule can check, and that we deliberately do not follow, are recorded the same way
 * with `recordLensException`: they travel with the construct (as metadata in the cloud assembly)
 * and infra/test lists them, so a reviewer sees every exception and its reason in one place.
 */
import type { IConstruct } from 'constructs';

export const LENS_EXCEPTION_METADATA = 'safe-haven:well-architected-exception';

export interface LensException {
  /** Short name of the lens practice, e.g. `reserved-concurrency`. */
  readonly practice: string;
  /** Why this app does not follow it, and what covers the risk instead. */
  readonly reason: string;
}

export const recordLensException = (construct: IConstruct, exception: LensException): void => {
  construct.node.addMetadata(LENS_EXCEPTION_METADATA, exception);
};
