import { Stack } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** Domain (`example.org`) or address (`noreply@example.org`) to verify in SES. */
  readonly identity: string;
  /** Name of the configuration set every send uses; carries the stage. */
  readonly configurationSetName: string;
  /** From address of every email; must belong to `identity`. */
  readonly senderEmail: string;
}

/**
 * The SES identity and configuration set of a stage. A domain identity needs its DKIM records added
 * to DNS by hand (no hosted-zone lookup, so synth stays offline).
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly senderEmail: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.configurationSetName,
      reputationMetrics: true,
      // Stop sending to addresses that bounced or complained, protecting the sender reputation.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: props.identity.includes('@') ? Identity.email(props.identity) : Identity.domain(props.identity),
      configurationSet: this.configurationSet,
    });
  }

  /** What ses:SendEmail is authorised on: the identity and the configuration set named in the request. */
  get sendResourceArns(): string[] {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return [this.identity.emailIdentityArn, configurationSetArn];
  }
}
