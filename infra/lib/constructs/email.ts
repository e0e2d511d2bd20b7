import { Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** Domain (`example.org`) or address (`noreply@example.org`) to verify in SES. */
  readonly identity: string;
  /** Name of the configuration set every send uses; carries the stage. */
  readonly configurationSetName: string;
}

/**
 * The SES identity and configuration set of a stage. A domain identity needs its DKIM records added
 * to DNS by hand (no hosted-zone lookup, so synth stays offline).
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
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

  /** SendEmail authorises on the identity and on the configuration set named in the request. */
  grantSend(grantee: IGrantable): Grant {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn, configurationSetArn],
    });
  }
}
