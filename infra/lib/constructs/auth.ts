import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  UserPool,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface AuthProps {
  /** Name of the user pool; carries the stage so pools are told apart in the console. */
  readonly userPoolName: string;
  /** Blocks DeleteUserPool until switched off. */
  readonly deletionProtection: boolean;
  /**
   * What happens to the pool (and every account in it) when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Staff sign-in. Accounts are created by the server (founder code, staff invitation), never by
 * self sign-up, so the pool only allows admin-created users.
 */
export class Auth extends Construct {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const userPool = new UserPool(this, 'UserPool', {
      userPoolName: props.userPoolName,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // TOTP only: SMS second factors cost money per message and are weaker.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: {
        minLength: 12,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason: 'Product decision: MFA is OPTIONAL (TOTP only); users opt in from their profile, and handlers check role and status.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason: 'Threat protection (advanced security) needs the Cognito Plus plan; not bought for this staff-only pool with no self sign-up.',
      },
    ]);

    // A public SPA client: no secret, SRP only (the password never leaves the browser). The local
    // stack's Cognito emulator has no SRP and uses its own client with USER_PASSWORD_AUTH.
    this.userPoolClient = userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Sign-out revokes refresh tokens (RevokeToken, GlobalSignOut, AdminUserGlobalSignOut).
      enableTokenRevocation: true,
      // An admin console: a stolen refresh token is good for half a day, not the default 30 days.
      refreshTokenValidity: Duration.hours(12),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      // Without a list, a user may change every standard attribute (email included) with their own
      // access token. The email is the sign-in name and the profile's key: only the server changes it.
      // An empty list can read as "not specified", so one harmless attribute makes up the whole list.
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });
    this.userPool = userPool;
  }
}
