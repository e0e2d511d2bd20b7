/**
 * What every ops script does first: refuse with its usage line, find the stage's region, and read the
 * stage stack's outputs (table, user pool, functions) with the operator's AWS credentials.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

export const failWith = (usage: string) => (message: string): never => {
  console.error(`${message}\n${usage}`);
  process.exit(1);
};

export const stageRegion = (given: string | undefined, fail: (message: string) => never): string =>
  given ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? fail('Give --region or set AWS_REGION.');

/** The stack's outputs; `output(key)` refuses with a readable message when the stage lacks one. */
export const stageOutputs = async (stage: string, region: string, fail: (message: string) => never) => {
  const stackName = `SafeHaven-${stage}`;
  const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = new Map((Stacks?.[0]?.Outputs ?? []).map((entry) => [entry.OutputKey, entry.OutputValue]));
  return {
    stackName,
    output: (key: string): string => outputs.get(key) ?? fail(`${stackName} has no output ${key}: deploy the stage first.`),
  };
};
