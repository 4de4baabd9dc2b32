import { loadContractSync } from '@idea-studio/openapi';
import { PROMPT_OUTPUTS } from '@idea-studio/sdk';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createRefResolver } from '../../../http/refs.js';
import { loadCatalogue, outputSchemaName, readCatalogueEntries } from '../index.js';

// Every prompt id the spec and the clients use must be in the catalogue.
const TABLE: Array<[id: string, kind: 'chat' | 'structured' | 'text']> = [
  ['HOMECHAT', 'chat'],
  ['Basic Idea', 'chat'],
  ['OPTIMIZE-MISSION', 'text'],
  ['EXPORT_MIRO', 'text'],
  ['SUMMARIZE_DOCUMENT_UPLOAD', 'structured'],
  ['GENERATE_PRODUCT_IDEAS', 'structured'],
  ['CREATE_LP_DATA_INTERN', 'structured'],
  ['basicIdea:INITIALIZE_STEP_PROMPT', 'structured'],
  ['basicIdea:STEP_PROMPT', 'structured'],
  ['basicIdea:FILL_OUT_ALL_PROMPT', 'structured'],
  ['basicIdea:CLOSING_STEP_PROMPT', 'structured'],
  ['WEB_ANALYSIS_COMPETITION', 'structured'],
  ['WEB_ANALYSIS_MARKET', 'structured'],
  ['TAVILY_WEB_SEARCH', 'structured'],
  ['problemShadowing:INITIALIZE_STEP_PROMPT', 'structured'],
  ['problemShadowing:STEP_PROMPT', 'structured'],
  ['problemShadowing:FILL_OUT_ALL_PROMPT', 'structured'],
  ['problemShadowing:CLOSING_STEP_PROMPT', 'structured'],
  ['expertChat:STEP_PROMPT', 'structured'],
  ['expertChat:CLOSING_STEP_PROMPT', 'structured'],
  ['ANALYZE_INTERVIEW', 'structured'],
  ['READ_IDEA_FRAME', 'structured'],
];

const catalogue = loadCatalogue();
const ajv = new Ajv({ strict: false, allErrors: true });
const validator = (id: string) => ajv.compile(catalogue.get(id)!.outputSchema);

const chat = (suggestions: number) => ({
  answer: 'Good start.',
  dialogMessage: 'Who has the problem?',
  formTransfer: Array.from({ length: suggestions }, (_, i) => ({ text: `Suggestion ${i + 1}.` })),
  upload: false,
  fill_all: false,
  context_id: 'Basic Idea problem',
});
const card = {
  name: 'BreadPilot',
  tagline: 'Bake what you sell.',
  key_features: ['Demand forecast', 'Leftover sales', 'Shop dashboard'],
  target_group: 'Independent bakeries',
  value_proposition: 'BreadPilot helps bakeries bake what they sell.',
};

describe('prompt catalogue entries', () => {
  it.each(TABLE)('has %s as a %s entry with instructions and retries', (id, kind) => {
    const entry = catalogue.get(id);
    expect(entry, id).toBeDefined();
    expect(entry!.kind).toBe(kind);
    expect(entry!.title.length).toBeGreaterThan(10);
    expect(entry!.instructions.length).toBeGreaterThan(200);
    expect(entry!.retries).toBe(3);
    if (kind !== 'text') expect(entry!.instructions).toMatch(/only with JSON that matches the output schema/);
    if (kind === 'text') expect(entry!.outputSchema).toMatchObject({ type: 'string', minLength: 1 });
  });

  it('names step entries after their step type and prompt type', () => {
    for (const entry of catalogue.all().filter((e) => e.stepType)) {
      expect(entry.id).toBe(`${entry.stepType}:${entry.promptType}`);
    }
  });

  it('finds the Basic Idea prompts by step type and prompt type', () => {
    for (const promptType of ['INITIALIZE_STEP_PROMPT', 'STEP_PROMPT', 'FILL_OUT_ALL_PROMPT', 'CLOSING_STEP_PROMPT']) {
      const entry = catalogue.forStep('basicIdea', promptType);
      expect(entry?.stepType).toBe('basicIdea');
      expect(entry?.promptType).toBe(promptType);
    }
    expect(catalogue.forStep('basicIdea', 'UNKNOWN')).toBeUndefined();
  });

  it('marks only the web search prompt as needing web search', () => {
    expect(
      catalogue
        .all()
        .filter((e) => e.webSearch)
        .map((e) => e.id),
    ).toEqual(['TAVILY_WEB_SEARCH']);
    expect(catalogue.get('WEB_ANALYSIS_MARKET')!.promptType).toBe('WEB_ANALYSIS_MARKET');
  });

  it('accepts a chat message with up to 8 suggestions and refuses more or missing fields', () => {
    const validate = validator('HOMECHAT');
    expect(validate(chat(4))).toBe(true);
    expect(validate(chat(8))).toBe(true);
    expect(validate(chat(9))).toBe(false);
    expect(validate({ ...chat(4), upload: 'no' })).toBe(false);
    const { context_id: _omit, ...withoutContext } = chat(4);
    expect(validate(withoutContext)).toBe(false);
    expect(validator('basicIdea:INITIALIZE_STEP_PROMPT')([chat(5)])).toBe(true);
    expect(validator('basicIdea:INITIALIZE_STEP_PROMPT')([])).toBe(false);
  });

  it('wants 6–9 step suggestions, each with text and an optional origin', () => {
    const validate = validator('basicIdea:STEP_PROMPT');
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Idea ${i}.`, origin: 'ai' }));
    expect(validate(items(6))).toBe(true);
    expect(validate(items(9))).toBe(true);
    expect(validate(items(5))).toBe(false);
    expect(validate(items(10))).toBe(false);
    expect(validate([...items(5), { text: 'From the study.', origin: 'document', source: 'study.pdf' }])).toBe(true);
    expect(validate([...items(5), { text: 'x', origin: 'rumour' }])).toBe(false);
  });

  it('wants the three Basic Idea sections, one each', () => {
    const validate = validator('basicIdea:FILL_OUT_ALL_PROMPT');
    const problem = { type: 'PROBLEM', content: 'Bakeries waste bread.' };
    const users = { type: 'TARGET USER', content: 'Independent bakeries.' };
    const solution = { type: 'SOLUTION', content: 'A forecast app.' };
    expect(validate([problem, users, solution])).toBe(true);
    expect(validate([users, problem, solution])).toBe(true);
    expect(validate([problem, problem, solution])).toBe(false);
    expect(validate([problem, users, { type: 'IDEA', content: 'x' }])).toBe(false);
    expect(validate([problem, users])).toBe(false);
    expect(validate([problem, users, solution, solution])).toBe(false);
  });

  it('wants an idea card with a name and 3–5 key features', () => {
    const validate = validator('basicIdea:CLOSING_STEP_PROMPT');
    expect(validate([card])).toBe(true);
    expect(validate([{ ...card, name: '' }])).toBe(false);
    const { name: _name, ...nameless } = card;
    expect(validate([nameless])).toBe(false);
    expect(validate([{ ...card, key_features: ['one', 'two'] }])).toBe(false);
  });

  it('wants a paper summary (author may be empty) and 3–5 product ideas', () => {
    expect(validator('SUMMARIZE_DOCUMENT_UPLOAD')({ title: 'T', author: '', summary: 'S.' })).toBe(true);
    expect(validator('SUMMARIZE_DOCUMENT_UPLOAD')({ title: '', author: '', summary: 'S.' })).toBe(false);
    const idea = {
      ideaTitle: 'Soil Kit',
      ideaAbstract: 'A kit.',
      problemStatement: 'Farms guess.',
      targetUsers: 'Farms',
      solutionMechanism: 'Sensors.',
    };
    expect(validator('GENERATE_PRODUCT_IDEAS')([idea, idea, idea])).toBe(true);
    expect(validator('GENERATE_PRODUCT_IDEAS')([idea, idea])).toBe(false);
  });

  it('wants every string field of the contract’s LandingPageData', () => {
    const schema = catalogue.get('CREATE_LP_DATA_INTERN')!.outputSchema;
    expect(schema.required).toHaveLength(39);
    expect(schema.required).toEqual(expect.arrayContaining(['companyName', 'geroButton2', 'finalCTAButton']));
  });

  it('wants 3–6 analysis findings with an origin', () => {
    const validate = validator('WEB_ANALYSIS_COMPETITION');
    const finding = { title: 'Status quo', text: 'Spreadsheets.', origin: 'ai', source: null };
    expect(validate([finding, finding, finding])).toBe(true);
    expect(validate([finding, finding, { ...finding, origin: 'web', source: 'https://example.org' }])).toBe(true);
    expect(validate([finding, finding])).toBe(false);
    expect(validate([finding, finding, { title: 'x', text: 'y' }])).toBe(false);
  });

  it('wants Problem Shadowing’s day, 3–8 situations and a closing that names the target user', () => {
    expect(validator('problemShadowing:INITIALIZE_STEP_PROMPT')([{ day_in_life_story: ['Up at six.'] }])).toBe(true);
    expect(validator('problemShadowing:INITIALIZE_STEP_PROMPT')([{ day_in_life_story: [] }])).toBe(false);
    const situation = { step: 'When the van is late, I', answer: 'call the groomer twice.' };
    expect(validator('problemShadowing:STEP_PROMPT')([situation, situation, situation])).toBe(true);
    expect(validator('problemShadowing:STEP_PROMPT')([situation, situation])).toBe(false);
    expect(validator('problemShadowing:FILL_OUT_ALL_PROMPT')([situation, { answer: 'x' }, situation])).toBe(false);
    const closing = {
      target_user: 'Lena Weber',
      persona_extension: { core_problem: 'No time.', needs_and_barriers: ['Need: evenings'] },
      core_problem: 'No time.',
    };
    expect(validator('problemShadowing:CLOSING_STEP_PROMPT')([closing])).toBe(true);
    expect(validator('problemShadowing:CLOSING_STEP_PROMPT')([{ ...closing, persona_extension: {} }])).toBe(false);
  });

  it('wants one expert chat entry with its options, follow-up question and turn, and a summary with objections', () => {
    const validate = validator('expertChat:STEP_PROMPT');
    const entry = {
      speaker: 'Mira Skylark',
      text: 'Lena is on the road all day.',
      options: ['a) I would try it once.', 'b) Only in the evening.', 'c) Too expensive for me.'],
      follow_up_question: 'How would Lena react to booking in the app?',
      turn: 1,
    };
    expect(validate([entry])).toBe(true);
    expect(validate([entry, entry])).toBe(false);
    for (const field of ['options', 'follow_up_question', 'turn'] as const) {
      const { [field]: _omit, ...lacking } = entry;
      expect(validate([lacking]), field).toBe(false);
    }
    expect(validate([{ ...entry, options: [] }])).toBe(false);
    expect(validate([{ ...entry, options: ['ok', ...entry.options.slice(1)] }])).toBe(false);
    const summary = { summary: 'Lena would try it.', learned: ['Evenings matter.'], objections: ['Price.'] };
    expect(validator('expertChat:CLOSING_STEP_PROMPT')([summary])).toBe(true);
    expect(validator('expertChat:CLOSING_STEP_PROMPT')([{ summary: 'x', learned: [] }])).toBe(false);
  });

  describe('one source: the contract', () => {
    const contract = loadContractSync();
    const schemas = contract.components.schemas as Record<string, unknown>;

    it('has every entry name its output schema as a contract schema, and nothing inline', () => {
      for (const entry of readCatalogueEntries()) {
        const name = outputSchemaName(entry.outputSchema);
        expect(name, `${entry.id} names no contract schema`).toBeDefined();
        expect(schemas[name!], `${entry.id}: ${name} is not in the contract`).toBeDefined();
      }
    });

    it('validates answers with exactly the contract schema the entry names', () => {
      const resolver = createRefResolver(contract);
      for (const entry of catalogue.all()) {
        expect(entry.outputSchema, entry.id).toEqual(resolver.resolve(schemas[entry.outputName!]));
      }
    });

    it('agrees with the SDK and the contract on the answer type of every prompt', () => {
      const fromCatalogue = Object.fromEntries(catalogue.all().map((entry) => [entry.id, entry.outputName]));
      // A step's own prompts: the contract's StepPromptOutputs, by step type and prompt type.
      const stepPrompts = (schemas.StepPromptOutputs as { properties: Record<string, { properties: object }> })
        .properties;
      const fromContract = Object.entries(stepPrompts).flatMap(([type, prompts]) =>
        Object.entries(prompts.properties).map(([promptType, schema]) => [
          `${type}:${promptType}`,
          String((schema as { $ref: string }).$ref)
            .split('/')
            .pop(),
        ]),
      );
      expect(fromCatalogue).toEqual({ ...PROMPT_OUTPUTS, ...Object.fromEntries(fromContract) });
    });

    it('refuses an entry whose output schema is written inline', () => {
      const dir = new URL('./fixtures/', import.meta.url);
      expect(() => loadCatalogue(dir)).toThrow(/must name its output schema as a contract \$ref/);
    });
  });
});
