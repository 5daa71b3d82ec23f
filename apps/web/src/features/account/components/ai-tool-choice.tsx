import { aiToolNames, aiTools, connectAiToolTexts as texts, type AiTool } from '../connect-ai-tool-texts';

interface AiToolChoiceProps {
  value: AiTool;
  onChange: (tool: AiTool) => void;
}

/**
 * The tool to set up, as a segmented choice of radio buttons (arrow keys move along it). Not tabs: the
 * account page keeps its tab bar for admins only (docs/decisions/0011-account-page-within-the-spec.md).
 * Four names do not fit one row on a phone: two by two there, one row from 640 px.
 */
export function AiToolChoice({ value, onChange }: AiToolChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{texts.toolsLabel}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:flex sm:w-fit">
        {aiTools.map((tool) => (
          <label
            key={tool}
            className="flex h-10 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-all hover:text-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="ai-tool"
              value={tool}
              checked={value === tool}
              onChange={() => onChange(tool)}
              className="sr-only"
            />
            {aiToolNames[tool]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
