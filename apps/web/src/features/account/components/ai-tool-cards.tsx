import { ApiKeysCard } from './api-keys-card';
import { ConnectAiToolCard } from './connect-ai-tool-card';
import { ConnectedAppsCard } from './connected-apps-card';

/**
 * The account page's cards beyond the spec: API keys, connecting an AI tool and the apps connected. They sit
 * under the spec's cards and load after them (account-page.tsx), so the page's first load carries their code
 * apart from the rest (docs/decisions/0021-offline-app.md, "Bundle size").
 */
export default function AiToolCards() {
  return (
    <>
      <div className="lg:col-span-2">
        <ApiKeysCard />
      </div>
      <div className="lg:col-span-2">
        <ConnectAiToolCard />
      </div>
      <div className="lg:col-span-2">
        <ConnectedAppsCard />
      </div>
    </>
  );
}
