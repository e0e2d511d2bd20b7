import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall, type EdgeFirewallProps } from './constructs/edge-firewall';

export interface EdgeStackProps extends StackProps {
  readonly firewall: EdgeFirewallProps;
}

/**
 * What CloudFront requires in us-east-1 for a stage whose own stack is in another region: the web
 * ACL. The stage's stack reads its ARN through a CDK cross-region reference (SSM parameters written
 * by this stack into the stage's region), so `cdk deploy --all` deploys this stack first.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAclArn = new EdgeFirewall(this, 'EdgeFirewall', props.firewall).webAclArn;
  }
}
