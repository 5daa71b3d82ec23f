/** Spec §3 "Block" and §9 "Block types": the pieces the visual block editor composes a prompt from. */
export type BlockType = 'text' | 'variable' | 'instruction' | 'example' | 'condition';

export interface BlockMetadata {
  variableName?: string;
  placeholder?: string;
  required?: boolean;
}

export interface Block {
  id: string;
  type: BlockType;
  content: string;
  /** Only variable blocks use it. */
  metadata?: BlockMetadata;
}

export interface BlockTypeInfo {
  type: BlockType;
  label: string;
  description: string;
}

/** The palette, in the spec's order. */
export const blockTypes: readonly BlockTypeInfo[] = [
  { type: 'text', label: 'Text', description: 'Plain text, used as written.' },
  { type: 'variable', label: 'Variable', description: 'A {{variable}} to fill in later.' },
  { type: 'instruction', label: 'Instruction', description: 'What the AI should do.' },
  { type: 'example', label: 'Example', description: 'A sample of the wanted result.' },
  { type: 'condition', label: 'Condition', description: 'A rule that applies in some cases.' },
];

/** The variable name a block renders when none was typed (spec §3). */
export const DEFAULT_VARIABLE_NAME = 'variable';

/**
 * Labels put before instruction, example and condition blocks. Our choice (the spec leaves it open): a short
 * label tells the model what the paragraph is, and reads naturally, e.g. "Example: Dear Sam, ...".
 * Text blocks render exactly as typed, so a template's existing content survives a round trip unchanged.
 */
const LABELS: Partial<Record<BlockType, string>> = {
  instruction: 'Instruction',
  example: 'Example',
  condition: 'Condition',
};

/**
 * One block's text in the composed prompt. A variable block is `{{name}}` (trimmed; 'variable' when empty);
 * a labelled block is `Label: content`; a labelled or text block with blank content renders as nothing.
 */
export function renderBlock(block: Block): string {
  if (block.type === 'variable') {
    const name = (block.metadata?.variableName ?? '').trim() || DEFAULT_VARIABLE_NAME;
    return `{{${name}}}`;
  }
  if (block.content.trim() === '') return '';
  const label = LABELS[block.type];
  return label ? `${label}: ${block.content}` : block.content;
}

/**
 * The prompt a list of blocks makes: each block rendered, joined by a blank line (spec §3). Blocks that
 * render as nothing are left out, so an empty block adds no stray blank lines. The block editor's preview
 * shows exactly this text, and Export saves exactly this text.
 */
export function composeBlocks(blocks: readonly Block[]): string {
  return blocks
    .map(renderBlock)
    .filter((text) => text !== '')
    .join('\n\n');
}

/** A new block of a type, with empty content; a variable block starts required, with no name yet. */
export function createBlock(type: BlockType, id: string): Block {
  if (type === 'variable') return { id, type, content: '', metadata: { variableName: '', placeholder: '', required: true } };
  return { id, type, content: '' };
}

/**
 * The blocks the editor starts with for a template's current content: one text block holding it all, so
 * exporting without changes saves the same content. Empty content starts with no blocks.
 */
export function blocksFromContent(content: string, id: string): Block[] {
  return content.trim() === '' ? [] : [{ id, type: 'text', content }];
}
