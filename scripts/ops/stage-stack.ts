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

/**
 * Points this process's table calls at the stage's table (its stack output), or with `local` at the
 * `npm start` stack's DynamoDB Local: for the scripts that work on the table itself.
 */
export const useStageTable = async (
  target: { stage?: string; region?: string; local?: boolean },
  fail: (message: string) => never,
): Promise<void> => {
  if (target.local) {
    const { localStackConfig } = await import('../local/config');
    const config = localStackConfig();
    Object.assign(process.env, {
      AWS_REGION: config.region, TABLE_NAME: config.tableName, DYNAMODB_ENDPOINT: `http://127.0.0.1:${config.ports.dynamodb}`,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local', AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    return;
  }
  const stage = target.stage ?? fail('Give --stage, or --local for the npm start stack.');
  const region = stageRegion(target.region, fail);
  const { output } = await stageOutputs(stage, region, fail);
  Object.assign(process.env, { AWS_REGION: region, TABLE_NAME: output('TableName') });
};
