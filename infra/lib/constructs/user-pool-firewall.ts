import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { RATE_WINDOW_SECONDS, logBlockedRequests, visibility } from './edge-firewall';

export interface UserPoolFirewallProps {
  /** Names the web ACL, its metrics and its log group; carries the stage. */
  readonly name: string;
  readonly userPool: IUserPool;
  /** Sign-in calls one client IP may make in five minutes. */
  readonly limit: number;
  readonly logRetention: RetentionDays;
}

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
      ],
      visibilityConfig: visibility(props.name),
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.userPool.userPoolArn, webAclArn: webAcl.attrArn });
    logBlockedRequests(this, webAcl, props.name, props.logRetention);
  }
}
