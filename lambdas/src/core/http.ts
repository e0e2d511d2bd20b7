import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiEvent = APIGatewayProxyEventV2 & {
  /** Set by the JWT authorizer (API Gateway) or by the local gateway after verifying the token. */
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]> } };
  };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: BASE_HEADERS,
  body: JSON.stringify(body),
});
