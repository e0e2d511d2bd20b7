import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { SERVER_CALL_HEADER } from '@safe-haven/shared/edge';
import { RATE_WINDOW_SECONDS, logBlockedRequests, visibility } from './edge-firewall';

export interface UserPoolFirewallProps {
  /** Names the web ACL, its metrics and its log group; carries the stage. */
  readonly name: string;
  readonly userPool: IUserPool;
  /** Sign-in calls one client IP may make in five minutes. */
  readonly limit: number;
  readonly logRetention: RetentionDays;
  /** The header value the functions add to the second-factor calls they make (SERVER_CALL_HEADER). */
  readonly serverCallSecret: string;
}

/**
 * Cognito lets anyone holding a user's access token add, replace or turn off that user's second
 * factor. Only the functions may (after a password and current-code check); a browser's own call is
 * refused here.
 */
export const SECOND_FACTOR_OPERATIONS = ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'];

/**
 * The Cognito operations that sign a user in or prove who they are: a script guessing passwords,
 * codes or reset links calls these. Token refresh also uses InitiateAuth, once an hour per session.
 */
export const SIGN_IN_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'VerifySoftwareToken',
];

/**
 * Sign-in itself goes from the browser straight to Cognito, never through CloudFront, so the
 * CloudFront web ACL cannot see it. This regional web ACL, associated with the user pool, limits the
 * sign-in calls per client IP (Cognito also locks an account after repeated wrong passwords).
 */
export class UserPoolFirewall extends Construct {
  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const operation = (name: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: `AWSCognitoIdentityProviderService.${name}`,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      rules: [
        {
          name: 'SignInPerIp',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.limit,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              scopeDownStatement: { orStatement: { statements: SIGN_IN_OPERATIONS.map(operation) } },
            },
          },
          action: { block: {} },
          visibilityConfig: visibility(`${props.name}-SignInPerIp`),
        },
        {
          name: 'SecondFactorFromServerOnly',
          priority: 1,
          statement: {
            andStatement: {
              statements: [
                { orStatement: { statements: SECOND_FACTOR_OPERATIONS.map(operation) } },
                {
                  notStatement: {
                    statement: {
                      byteMatchStatement: {
                        fieldToMatch: { singleHeader: { Name: SERVER_CALL_HEADER } },
                        positionalConstraint: 'EXACTLY',
                        searchString: props.serverCallSecret,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  },
                },
              ],
            },
          },
          action: { block: {} },
          visibilityConfig: visibility(`${props.name}-SecondFactorFromServerOnly`),
        },
      ],
      visibilityConfig: visibility(props.name),
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.userPool.userPoolArn, webAclArn: webAcl.attrArn });
    logBlockedRequests(this, webAcl, props.name, props.logRetention);
  }
}
