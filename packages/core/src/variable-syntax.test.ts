import { describe, expect, it } from 'vitest';
import { defaultValues, fillTemplate, isTemplateComplete, parseVariables, setVariableSpec, specOf } from './template-variables.js';
import { renderTemplate } from './api/render.js';
import { formatVariable, parseVariableSpec, VARIABLE_TYPES } from './variable-syntax.js';

const only = (content: string) => {
  const [variable, ...rest] = parseVariables(content);
  expect(rest).toEqual([]);
  if (!variable) throw new Error(`no variable in ${content}`);
  return variable;
};

describe('typed variables (Open WebUI syntax)', () => {
  it('reads the example of the issue: a select with options and a default', () => {
    expect(only('{{tone | select:options=["formal","friendly","blunt"]:default="friendly"}}')).toEqual({
      name: 'tone',
      type: 'select',
      options: ['formal', 'friendly', 'blunt'],
      defaultValue: 'friendly',
      placeholder: 'Enter tone...',
      multiline: false,
      required: true,
    });
  });

  it.each(VARIABLE_TYPES)('knows the type %s', (type) => {
    const extra = type === 'select' ? ':options=["a"]' : '';
    expect(only(`{{x | ${type}${extra}}}`).type).toBe(type);
  });

  it('reads number bounds and step, and ignores ones that are not numbers', () => {
    expect(only('{{count | number:min=1:max=10:step=0.5}}')).toMatchObject({ type: 'number', min: 1, max: 10, step: 0.5 });
    expect(only('{{count | number:min=one:max=:step=-2}}')).toEqual(expect.not.objectContaining({ min: expect.anything() }));
    expect(only('{{count | number:min=one:max=:step=-2}}')).toMatchObject({ type: 'number' });
    expect(only('{{count | number:min=one:max=:step=-2}}').step).toBeUndefined();
  });

  it('reads label, placeholder, default and optional for every type', () => {
    const variable = only('{{due | date:label="Due date":placeholder="When?":default="2026-12-01":optional}}');
    expect(variable).toMatchObject({ type: 'date', label: 'Due date', placeholder: 'When?', defaultValue: '2026-12-01', required: false });
  });

  it('keeps colons, quotes and pipes inside quoted values and options', () => {
    expect(only('{{t | text:default="a: \\"b\\" | c"}}').defaultValue).toBe('a: "b" | c');
    expect(only('{{t | select:options=["10:00","11:30"]}}').options).toEqual(['10:00', '11:30']);
  });

  it('takes bare values up to the next colon, and comma lists as options', () => {
    expect(only('{{size | select:options=small,large:default=large}}')).toMatchObject({ options: ['small', 'large'], defaultValue: 'large' });
    expect(only('{{n | number:min=0:max=5}}')).toMatchObject({ min: 0, max: 5 });
  });

  it('falls back to text for an unknown type, keeping the common properties', () => {
    expect(only('{{colour | color:default="red"}}')).toMatchObject({ type: 'text', defaultValue: 'red' });
  });

  it('turns a select with no options into a text field', () => {
    expect(only('{{x | select}}').type).toBe('text');
    expect(only('{{x | select:options=[]}}').options).toBeUndefined();
  });

  it.each([
    '{{tone | select:options=["a","b"}}',
    '{{tone | select:options=["a]}}',
    '{{tone | select:default="unclosed}}',
    '{{tone | select::}}',
    '{{tone | :=x}}',
    '{{tone | select:options=["a"] junk}}',
    '{{tone | 9lives}}',
  ])('reads a malformed spec as a plain text variable, never an error: %s', (content) => {
    expect(only(content)).toEqual({ name: 'tone', placeholder: 'Enter tone...', multiline: false, required: true });
  });

  it('takes the name before the bar, trimmed; a bar with no name before it is part of a plain name', () => {
    expect(only('{{  target audience  | textarea }}')).toMatchObject({ name: 'target audience', multiline: true });
    expect(only('{{ | select}}').name).toBe('| select');
  });

  it('keeps the spec rules for plain variables and text fields: multiline names, placeholders', () => {
    expect(only('{{message | text}}')).toMatchObject({ multiline: true, placeholder: 'Enter message...' });
    expect(only('{{message | select:options=["hi"]}}').multiline).toBe(false);
    expect(only('{{notes | textarea}}').multiline).toBe(true);
  });

  it('lists a name once, typed by its first occurrence, whether plain or typed', () => {
    const variables = parseVariables('{{tone | select:options=["a","b"]}} {{tone}} {{ tone | number }}');
    expect(variables).toHaveLength(1);
    expect(variables[0]?.type).toBe('select');
  });

  it('gives a checkbox a default of true or false, off unless it says on', () => {
    expect(only('{{ok | checkbox}}').defaultValue).toBe('false');
    expect(only('{{ok | checkbox:default=yes}}').defaultValue).toBe('false');
    expect(only('{{ok | checkbox:default=true}}').defaultValue).toBe('true');
  });

  it('keeps a default only where its field can show it', () => {
    const fitting: [string, string][] = [
      ['{{n | number:default=5}}', '5'],
      ['{{n | number:default="-2.5"}}', '-2.5'],
      ['{{n | number:default=.5}}', '.5'],
      ['{{n | number:default=1e3}}', '1e3'],
      ['{{n | number:min=0:max=5:default=9}}', '9'], // out of bounds still shows; the field marks it
      ['{{d | date:default=2028-02-29}}', '2028-02-29'],
      ['{{s | select:options=a,b:default=b}}', 'b'],
      ['{{u | url:default="not a url"}}', 'not a url'], // e-mail and URL checks are hints, never refusals
      ['{{e | email:default=nobody}}', 'nobody'],
      ['{{t | text:default=anything}}', 'anything'],
    ];
    for (const [content, value] of fitting) expect(only(content).defaultValue, content).toBe(value);
    const refused = [
      '{{n | number:default=five}}',
      '{{n | number:default=+5}}',
      '{{n | number:default=0x10}}',
      '{{n | number:default=1.}}',
      '{{n | number:default=Infinity}}',
      '{{d | date:default=tomorrow}}',
      '{{d | date:default=2027-02-29}}',
      '{{d | date:default=2026-13-01}}',
      '{{d | date:default="01/12/2026"}}',
      '{{s | select:options=a,b:default=c}}',
    ];
    for (const content of refused) {
      const variable = only(content);
      expect(variable.defaultValue, content).toBeUndefined();
      expect(defaultValues([variable]), content).toEqual({});
    }
  });

  it('renders a default its field cannot show as no default: the token stays, the variable is missing', () => {
    const content = 'Due {{due | date:default=tomorrow}}, {{count | number:default=3}} items';
    expect(renderTemplate(content, {})).toMatchObject({ text: 'Due {{due}}, 3 items', missing: ['due'] });
  });
});

describe('filling typed variables', () => {
  const content = 'Write {{tone | select:options=["formal","friendly"]:default="friendly"}} about {{topic}}.{{extra | text:optional}}';

  it('fills every token of a name, typed or plain, and keeps empty required ones as written', () => {
    expect(fillTemplate('{{a | number}} and {{a}}', { a: '3' })).toBe('3 and 3');
    expect(fillTemplate(content, { tone: 'formal' })).toBe('Write formal about {{topic}}.');
    // An empty typed token reads as its plain name, not its spec.
    expect(fillTemplate(content, {})).toBe('Write {{tone}} about {{topic}}.');
  });

  it('leaves nothing for an empty optional variable', () => {
    expect(fillTemplate(content, { tone: 'formal', topic: 'owls', extra: ' ' })).toBe('Write formal about owls.');
    expect(fillTemplate(content, { tone: 'formal', topic: 'owls', extra: ' PS.' })).toBe('Write formal about owls. PS.');
  });

  it('needs only the required variables to be complete', () => {
    expect(isTemplateComplete(content, { tone: 'formal', topic: 'owls' })).toBe(true);
    expect(isTemplateComplete(content, { tone: 'formal' })).toBe(false);
  });

  it('starts forms with the defaults', () => {
    expect(defaultValues(parseVariables(content))).toEqual({ tone: 'friendly' });
  });

  it('renders with defaults for what was left empty, and names only the required ones still missing', () => {
    expect(renderTemplate(content, { tone: ' ' })).toEqual({ text: 'Write friendly about {{topic}}.', missing: ['topic'] });
    expect(renderTemplate(content, { topic: 'owls', tone: 'formal' })).toEqual({ text: 'Write formal about owls.', missing: [] });
  });

  it('keeps a value with $ patterns as it is', () => {
    expect(fillTemplate('{{a | text}}', { a: "$& $' $1" })).toBe("$& $' $1");
  });
});

describe('writing the syntax back', () => {
  it.each([
    ['text', { type: 'text' as const }, '{{tone}}'],
    ['select', { type: 'select' as const, options: ['a "b"', 'c'], defaultValue: 'c' }, '{{tone | select:options=["a \\"b\\"","c"]:default="c"}}'],
    ['number', { type: 'number' as const, min: 0, max: 9, step: 1, label: 'Tone' }, '{{tone | number:min=0:max=9:step=1:label="Tone"}}'],
    ['optional date', { type: 'date' as const, optional: true }, '{{tone | date:optional}}'],
  ])('writes a %s that reads back the same', (_label, spec, written) => {
    expect(formatVariable('tone', spec)).toBe(written);
    const [variable] = parseVariables(written);
    for (const [key, value] of Object.entries(spec)) {
      if (key === 'optional') expect(variable?.required).toBe(false);
      else if (key !== 'type' || value !== 'text') expect(variable).toHaveProperty(key === 'type' ? 'type' : key, value);
    }
  });

  it('parses the spec alone', () => {
    expect(parseVariableSpec('checkbox:label="Include examples"')).toEqual({ type: 'checkbox', label: 'Include examples', defaultValue: 'false' });
    expect(parseVariableSpec('checkbox:label=')).toEqual({ type: 'checkbox', defaultValue: 'false' });
    expect(formatVariable('ok', { type: 'checkbox', defaultValue: 'false' })).toBe('{{ok | checkbox}}');
    expect(formatVariable('ok', { type: 'checkbox', defaultValue: 'true' })).toBe('{{ok | checkbox:default="true"}}');
  });
});

describe('the editor writing a variable for the person', () => {
  it('writes the spec into the first token of the name and plain names into the later ones', () => {
    const content = 'Hi {{ name }}, {{tone}} and {{name | text:default="x"}} again {{other}}';
    expect(setVariableSpec(content, 'name', { type: 'select', options: ['Ann', 'Bo'] })).toBe('Hi {{name | select:options=["Ann","Bo"]}}, {{tone}} and {{name}} again {{other}}');
  });
  it('turns a typed variable back into a plain one', () => {
    expect(setVariableSpec('{{n | number:min=1}} {{n}}', 'n', { type: 'text' })).toBe('{{n}} {{n}}');
  });
  it('reads back what is written: the spec of a variable, round trip', () => {
    for (const written of ['{{t | select:options=["a","b"]:default="b":label="Tone"}}', '{{n | number:min=0:max=5:step=1:optional}}', '{{x | date:placeholder="When?"}}', '{{y}}']) {
      const [variable] = parseVariables(written);
      expect(setVariableSpec(written, variable!.name, specOf(variable!))).toBe(written);
    }
  });
});
