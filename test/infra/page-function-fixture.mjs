// Stands in for web/dist-server/page-function.mjs in the stack tests, so they need no web build.
export const handler = async () => ({ statusCode: 200, body: '' });
