import { Lazy } from 'aws-cdk-lib';
import { type CfnRole, PolicyDocument, Role, type AddToPrincipalPolicyResult, type PolicyStatement, type RoleProps } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * A role whose granted statements live inside the role itself, as its one inline policy, instead of
 * in a separate AWS::IAM::Policy. Every grant still works (they all go through
 * `addToPrincipalPolicy`); the stack just holds one resource fewer per function. With ~60 functions
 * that is ~60 of CloudFormation's 500 resources per stack, and the role's whole permission set is
 * created in one step with the role, so nothing can run with half of it.
 */
export class InlinePolicyRole extends Role {
  private readonly granted: PolicyDocument;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'inlinePolicies'>) {
    const granted = new PolicyDocument();
    super(scope, id, props);
    this.granted = granted;
    // Rendered at synthesis, after every grant; an empty document would be an invalid template.
    (this.node.defaultChild as CfnRole).policies = Lazy.any({
      produce: () => (granted.isEmpty ? undefined : [{ policyName: 'granted', policyDocument: granted }]),
    });
    this.node.addValidation({ validate: () => granted.validateForIdentityPolicy() });
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.granted.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
