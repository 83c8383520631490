import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ERROR_CODES } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createMcpServer, type McpDeps } from '../../services/mcp/mcp-server.js';

export const MCP_KEY_REQUIRED =
  'The MCP server takes an API key: Authorization: Bearer rs_live_... (create one in Settings)';

const jsonRpc = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The MCP server at `/api/mcp` (docs/decisions/0071-webhooks-and-mcp.md): streamable HTTP in
 * the SDK's stateless mode, a server and transport per POST, JSON answers (no SSE stream, so
 * GET and DELETE answer 405 as the specification allows). Authenticated by an API key.
 */
export const mcpRoutes: FastifyPluginAsyncZod<{ mcp: McpDeps }> = async (app, { mcp }) => {
  const tags = ['mcp'];

  app.post(
    '/mcp',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'mcp',
        errors: [],
        tags,
        summary:
          'Model Context Protocol (streamable HTTP, stateless): tools list_options, create_video, get_video, list_videos, get_balance; an API key as the bearer token',
        body: jsonRpc,
        response: {
          200: jsonRpc.describe('The JSON-RPC answer'),
          202: z.null().describe('A notification or response was accepted; no body'),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.apiKeyId === null) {
        throw new HttpError(401, MCP_KEY_REQUIRED, ERROR_CODES.UNAUTHORIZED);
      }
      const server = createMcpServer(mcp, user.id);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({
            jsonrpc: '2.0',
            error: { code: -32000, message: 'Method not allowed: this MCP server is stateless' },
            id: null,
          }),
    });
  }
};
