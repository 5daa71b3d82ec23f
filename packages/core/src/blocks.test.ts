import { describe, expect, it } from 'vitest';
import { blocksFromContent, blockTypes, composeBlocks, createBlock, renderBlock, type Block } from './blocks.js';
import { parseVariables } from './template-variables.js';

const text = (id: string, content: string): Block => ({ id, type: 'text', content });
const variable = (id: string, variableName?: string): Block => ({ id, type: 'variable', content: '', metadata: { variableName } });

describe('blockTypes (spec §9)', () => {
  it('lists the five types in order', () => {
    expect(blockTypes.map((b) => b.type)).toEqual(['text', 'variable', 'instruction', 'example', 'condition']);
  });
});

describe('renderBlock', () => {
  it('renders a variable block as {{name}}, trimmed', () => {
    expect(renderBlock(variable('1', 'topic'))).toBe('{{topic}}');
    expect(renderBlock(variable('1', '  tone '))).toBe('{{tone}}');
  });
  it("renders an unnamed variable block as {{variable}}", () => {
    expect(renderBlock(variable('1', ''))).toBe('{{variable}}');
    expect(renderBlock(variable('1', '   '))).toBe('{{variable}}');
    expect(renderBlock({ id: '1', type: 'variable', content: 'ignored' })).toBe('{{variable}}');
  });
  it('renders text as typed and labels instructions, examples and conditions', () => {
    expect(renderBlock(text('1', '  Hello\nworld '))).toBe('  Hello\nworld ');
    expect(renderBlock({ id: '1', type: 'instruction', content: 'Be brief.' })).toBe('Instruction: Be brief.');
    expect(renderBlock({ id: '1', type: 'example', content: 'Hi Sam' })).toBe('Example: Hi Sam');
    expect(renderBlock({ id: '1', type: 'condition', content: 'If long, summarise.' })).toBe('Condition: If long, summarise.');
  });
  it('renders a blank non-variable block as nothing', () => {
    expect(renderBlock(text('1', ' \n '))).toBe('');
    expect(renderBlock({ id: '1', type: 'example', content: '' })).toBe('');
  });
});

describe('composeBlocks (spec §3)', () => {
  it('joins blocks with a blank line, in order', () => {
    expect(composeBlocks([text('1', 'Write about'), variable('2', 'topic'), { id: '3', type: 'instruction', content: 'Keep it short.' }])).toBe(
      'Write about\n\n{{topic}}\n\nInstruction: Keep it short.',
    );
  });
  it('leaves out blank blocks and gives an empty text for no blocks', () => {
    expect(composeBlocks([text('1', 'A'), text('2', ''), text('3', 'B')])).toBe('A\n\nB');
    expect(composeBlocks([])).toBe('');
  });
  it('makes a template whose variables parse back', () => {
    const content = composeBlocks([variable('1', 'Email content'), variable('2', ''), variable('3', 'Email content')]);
    expect(parseVariables(content).map((v) => [v.name, v.multiline])).toEqual([
      ['Email content', true],
      ['variable', false],
    ]);
  });
});

describe('creating blocks', () => {
  it('starts a variable block required and unnamed, others empty', () => {
    expect(createBlock('variable', 'a')).toEqual({ id: 'a', type: 'variable', content: '', metadata: { variableName: '', placeholder: '', required: true } });
    expect(createBlock('example', 'b')).toEqual({ id: 'b', type: 'example', content: '' });
  });
  it('starts from existing content as one text block that composes back unchanged', () => {
    const content = 'Hi {{ name }},\n\nthanks for {{topic}}.';
    const blocks = blocksFromContent(content, 'x');
    expect(blocks).toEqual([{ id: 'x', type: 'text', content }]);
    expect(composeBlocks(blocks)).toBe(content);
    expect(blocksFromContent('  ', 'x')).toEqual([]);
  });
});
