import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  VerificationEmailStyle,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { COGNITO_CODE_EMAIL } from '@safe-haven/shared/account-recovery';

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
  /** Cognito threat protection; anything but 'off' moves the pool to the Plus feature plan. */
  readonly threatProtection: 'off' | 'audit' | 'enforced';
  /**
   * Send the pool's code emails (password resets) through the stage's SES identity instead of
   * Cognito's own sender, which allows 50 emails a day per account. The identity must be verified
   * first: Cognito refuses an unverified one when the pool is created or updated.
   * @default - Cognito's own sender
   */
  readonly sesSender?: { readonly fromEmail: string; readonly sesVerifiedDomain?: string };
}

const THREAT_MODES = { audit: StandardThreatProtectionMode.AUDIT_ONLY, enforced: StandardThreatProtectionMode.FULL_FUNCTION } as const;

/**
 * Staff sign-in. Accounts are created by the server (founder code, staff invitation), never by
 * self sign-up, so the pool only allows admin-created users.
 */
export class Auth extends Construct {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The server's own client: it checks a password and a current code before a second factor changes. */
  readonly stepUpClient: IUserPoolClient;

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
      ...(props.sesSender
        ? { email: UserPoolEmail.withSES({ fromEmail: props.sesSender.fromEmail, ...(props.sesSender.sesVerifiedDomain ? { sesVerifiedDomain: props.sesSender.sesVerifiedDomain } : {}) }) }
        : {}),
      // The email with a reset (or verification) code: the same text the local emulator mails.
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: COGNITO_CODE_EMAIL.subject,
        emailBody: COGNITO_CODE_EMAIL.body,
      },
      ...(props.threatProtection === 'off'
        ? {}
        : { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: THREAT_MODES[props.threatProtection] }),
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
        reason: 'Threat protection needs the Cognito Plus plan: a stage setting (threatProtection), off unless the account pays for it.',
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
    // Used by the functions only, never by a browser (its id is not in config.json): the password and
    // code check before a second factor is turned off or replaced. Its sessions are revoked at once.
    this.stepUpClient = userPool.addClient('StepUpClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      refreshTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.minutes(5),
      idTokenValidity: Duration.minutes(5),
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });
    this.userPool = userPool;
  }
}
