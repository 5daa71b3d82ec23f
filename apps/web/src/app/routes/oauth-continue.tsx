import { ContinuePage } from '../../features/oauth/components/continue-page';

/** /oauth/continue: back from Google sign-in started for an AI tool (docs/decisions/0015-mcp-oauth.md). */
export function Component() {
  return <ContinuePage />;
}
