/**
 * `npm run ops:stream-replay -- --stage prod [--apply] [--region us-east-1]`
 *
 * Lists the stream records a stage parked after they failed for an hour (lambdas/src/stream/
 * parked-records.ts), and with --apply re-feeds them, oldest first, to the stage's deployed stream
 * function, deleting each one it processed. Run it once the cause is fixed and deployed; a record
 * that still fails is kept and named. Uses the operator's AWS credentials and the stack's outputs.
 */
import { parseArgs } from 'node:util';
import { failWith, stageOutputs, stageRegion } from './stage-stack';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { DynamoDBBatchResponse } from 'aws-lambda';

const USAGE = 'Usage: npm run ops:stream-replay -- --stage <stage> [--apply] [--region <region>]';
const fail = failWith(USAGE);

const { values } = parseArgs({ options: { stage: { type: 'string' }, apply: { type: 'boolean', default: false }, region: { type: 'string' } } });
const stage = values.stage ?? fail('--stage is required.');
const region = stageRegion(values.region, fail);
const { output } = await stageOutputs(stage, region, fail);

Object.assign(process.env, { AWS_REGION: region, TABLE_NAME: output('TableName') });
const functionName = output('StreamFunctionName');
const { replayParkedRecords } = await import('@safe-haven/lambdas/stream/replay-parked');
const lambda = new LambdaClient({ region });
const report = await replayParkedRecords({
  apply: values.apply,
  print: (line) => console.log(line),
  invoke: async (event) => {
    const { Payload, FunctionError } = await lambda.send(new InvokeCommand({ FunctionName: functionName, Payload: JSON.stringify(event) }));
    if (FunctionError) return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' })) };
    return JSON.parse(new TextDecoder().decode(Payload)) as DynamoDBBatchResponse;
  },
});
console.log(
  values.apply
    ? `${report.replayed} of ${report.parked} parked record(s) replayed; ${report.stillFailing} still failing.`
    : `${report.parked} parked record(s). Run again with --apply to replay them.`,
);
if (report.stillFailing > 0) process.exit(1);
