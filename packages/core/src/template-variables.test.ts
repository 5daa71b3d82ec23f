import { describe, expect, it } from 'vitest';
import { fillTemplate, hasVariables, isTemplateComplete, isTemplatePrompt, parseVariables } from './template-variables.js';

describe('parseVariables (spec §3)', () => {
  it('trims names, lists each once, in order, with placeholder, multiline and required', () => {
    expect(parseVariables('Hi {{ name }}, {{topic}} and {{name}} again')).toEqual([
      { name: 'name', placeholder: 'Enter name...', multiline: false, required: true },
      { name: 'topic', placeholder: 'Enter topic...', multiline: false, required: true },
    ]);
  });
  it('treats {{ a }} and {{a}} as the same variable', () => {
    expect(parseVariables('{{ a }} {{a}}').map((v) => v.name)).toEqual(['a']);
  });
  it.each([['Message'], ['DESCRIPTION'], ['email content'], ['job_description']])('%s is multiline', (name) => {
    expect(parseVariables(`{{${name}}}`)[0]?.multiline).toBe(true);
  });
  it('ignores unclosed, empty and blank braces', () => {
    expect(parseVariables('{{open and {{}} and {{   }} and }} close')).toEqual([]);
  });
  it('takes the innermost pair of nested braces', () => {
    expect(parseVariables('{{{{inner}}}}').map((v) => v.name)).toEqual(['inner']);
    expect(parseVariables('{{{x}}}').map((v) => v.name)).toEqual(['x']);
  });
  it('reads a variable inside unbalanced braces by its innermost closed pair', () => {
    expect(parseVariables('{{a {{b}}').map((v) => v.name)).toEqual(['b']);
    expect(parseVariables('{{a}} }}').map((v) => v.name)).toEqual(['a']);
    expect(parseVariables('{a}} {{b}').map((v) => v.name)).toEqual([]);
  });
  it('keeps the first spelling of a repeated name; case makes another name', () => {
    expect(parseVariables('{{ topic }} {{topic}} {{  topic}} {{Topic}}').map((v) => v.name)).toEqual(['topic', 'Topic']);
  });
  it.each([['Message'], ['DESCRIPTION'], ['Content'], ['short MESSAGE text']])('%s gives a multiline field', (name) => {
    expect(parseVariables(`{{ ${name} }}`)).toEqual([{ name, placeholder: `Enter ${name}...`, multiline: true, required: true }]);
  });
  it.each([['title'], ['tone'], ['messenger'], ['desc']])('%s is a single-line field', (name) => {
    expect(parseVariables(`{{${name}}}`)[0]?.multiline).toBe(false);
  });
  it('keeps names with spaces and punctuation', () => {
    expect(parseVariables('{{ target audience }} {{tone/style}}').map((v) => v.name)).toEqual(['target audience', 'tone/style']);
  });
});

describe('templates', () => {
  it('is a template when flagged or when the content holds a variable', () => {
    expect(isTemplatePrompt({ isTemplate: true, content: 'plain' })).toBe(true);
    expect(isTemplatePrompt({ isTemplate: false, content: 'Hi {{name}}' })).toBe(true);
    expect(isTemplatePrompt({ isTemplate: false, content: 'plain {{ }}' })).toBe(false);
    expect(hasVariables('{x}')).toBe(false);
  });
  it('fills every occurrence of a repeated name, spaced or not', () => {
    expect(fillTemplate('{{a}} and {{ a }}', { a: 'x' })).toBe('x and x');
  });
  it('leaves unclosed braces as written', () => {
    expect(fillTemplate('{{open {{a}}', { a: 'x', open: 'y' })).toBe('{{open x');
  });
  it('fills values and leaves empty ones as their token', () => {
    const content = 'Write in {{ tone }} about {{topic}}.';
    expect(fillTemplate(content, { tone: 'a calm tone', topic: '' })).toBe('Write in a calm tone about {{topic}}.');
    expect(fillTemplate(content, { tone: ' ', topic: 'birds' })).toBe('Write in {{ tone }} about birds.');
  });
  it('knows when every variable has a value', () => {
    expect(isTemplateComplete('{{a}} {{b}}', { a: 'x', b: ' ' })).toBe(false);
    expect(isTemplateComplete('{{a}} {{b}}', { a: 'x', b: 'y' })).toBe(true);
  });
});
