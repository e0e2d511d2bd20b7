/**
 * What a stage's custom domain decides beyond the distribution itself: where browsers may upload
 * photos from, and whether synth should warn that a production stage has none.
 */
import { Annotations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { isProductionStage } from './stage-name';
import type { StageSettings } from './stage-settings';

/** The id a team can acknowledge the warning by (Annotations.acknowledgeWarning) while a domain is being set up. */
export const PRODUCTION_ON_CLOUDFRONT_DOMAIN = 'safe-haven:productionOnCloudFrontDomain';

/**
 * Origins allowed to POST photo uploads to the bucket (its CORS rule): the stage's custom domain, or
 * the fixed https origin it names. A stage on the distribution's own domain cannot name it (the
 * distribution depends on the bucket, so the bucket cannot depend on the distribution's domain):
 * any origin, which is safe because the presigned POST's signature, not CORS, authorises an upload.
 */
export const photoUploadOrigins = (settings: StageSettings): string[] | undefined => {
  if (settings.domain) return [`https://${settings.domain.name}`];
  return settings.siteOrigin.kind === 'fixed' ? [settings.siteOrigin.origin] : undefined;
};

/**
 * A production stage served on `*.cloudfront.net` runs with CloudFront's default certificate, whose
 * TLS policy cannot be raised above TLSv1, takes photo uploads from any origin, and shows staff and
 * invitees an address that is not the brand's. Synth says so (a warning: dev stages and a first
 * deploy before the certificate exists are legitimate).
 */
export const warnWhenProductionOnCloudFrontDomain = (scope: IConstruct, stage: string, settings: StageSettings): void => {
  if (!isProductionStage(stage) || settings.domain) return;
  Annotations.of(scope).addWarningV2(
    PRODUCTION_ON_CLOUDFRONT_DOMAIN,
    `Stage "${stage}" is served on the CloudFront distribution's own *.cloudfront.net domain: its TLS policy cannot be raised ` +
      'above TLSv1 (the default certificate), photo uploads are accepted from any origin, and people see an address that is not ' +
      `the brand's. Give it a "domain" (host name and an ACM certificate ARN in us-east-1) in cdk.json.`,
  );
};

/** The id a team can acknowledge the API-origin warning by while its certificates are being issued. */
export const API_REACHABLE_WITHOUT_EDGE = 'safe-haven:apiReachableWithoutEdge';

/**
 * Without `apiOrigin`, API Gateway's execute-api endpoint answers anyone: every function refuses a
 * request without CloudFront's origin-verify header (403, before any read), but the request has
 * already counted against the route throttles invitees share, so one script can make a campaign's
 * invitees wait. A production stage should close it (a warning: a first deploy comes before the
 * certificates).
 */
export const warnWhenApiReachableWithoutEdge = (scope: IConstruct, stage: string, settings: StageSettings): void => {
  if (!isProductionStage(stage) || settings.apiOrigin) return;
  Annotations.of(scope).addWarningV2(
    API_REACHABLE_WITHOUT_EDGE,
    `Stage "${stage}" serves its API on the execute-api endpoint too: a caller who skips CloudFront (and its WAF) is refused ` +
      "by the functions but counts against the throttles invitees share. Give it an \"apiOrigin\" in cdk.json (README, Deploying a stage): " +
      'a mutual-TLS custom domain only CloudFront can reach, with the execute-api endpoint turned off.',
  );
};
