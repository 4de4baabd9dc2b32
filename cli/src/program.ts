// The one commander program; each command's action is a plain function in src/commands/<noun>.ts.
import { ApiError, STEP_WORKERS } from '@idea-studio/sdk';
import { Command } from 'commander';
import { type LoginOptions, login, logout, whoami } from './commands/auth.js';
import { type CloseOptions, close, type ShareOptions, share } from './commands/close.js';
import {
  type ExportOptions,
  exportPins,
  type FeedbackOptions,
  feedback,
  type PinTextOptions,
  pinsAdd,
  pinsEdit,
  pinsList,
  pinsPrio,
  pinsRemove,
} from './commands/feedback.js';
import { health } from './commands/health.js';
import { hubList, hubRemove, hubUpload } from './commands/hub.js';
import { type IdeaReadOptions, ideaRead } from './commands/idea.js';
import { type InterviewAddOptions, interviewAdd, interviewList, interviewRemove } from './commands/interview.js';
import {
  landingGenerate,
  landingOpen,
  landingPublish,
  landingSignups,
  landingTestimonial,
  type PublishOptions,
  type TestimonialOptions,
} from './commands/landing.js';
import {
  avatarSet,
  type CompanyOptions,
  companySet,
  companyShow,
  type ProfileOptions,
  profileSet,
  profileShow,
} from './commands/profile.js';
import { bmc, report } from './commands/report.js';
import { resultsDownload, resultsList } from './commands/results.js';
import {
  back,
  next,
  run,
  type StepInputOptions,
  stepAnswer,
  stepAutofill,
  stepInput,
  stepSave,
  stepShow,
} from './commands/step.js';
import {
  type InviteOptions,
  type TeamOptions,
  teamInvite,
  teamJoin,
  teamList,
  teamProjects,
  teamRemove,
} from './commands/team.js';
import {
  type TrackStartOptions,
  trackList,
  trackRemove,
  trackRename,
  trackStart,
  trackStatus,
} from './commands/track.js';
import { verdict } from './commands/verdict.js';
import { type ContextOptions, createContext, type GlobalOptions } from './context.js';
import { userLang } from './lang.js';
import { printError } from './output.js';

/** What autofill decides where the web app asks the founder (shown in the help of `step autofill` and `run`). */
const AUTOFILL_RULES = `
Autofill by step:
  Basic Idea             the AI fills the problem, the first users and the solution — the sections still empty;
                         a section with text (yours from step input or track start --idea) stays as it is.
  User Tinder            the AI's potential users are sorted by a fixed rule: a persona whose occupation,
                         summary, goals, pain points, values or lifestyle share a word with the Basic Idea's
                         first users is a match, every other one and every persona marked as a sceptic or
                         anti-user is no match; the best match comes first and is the main persona. A
                         sorting begun in the web app stays; only the people left are sorted.
  User Insight Mapping   every empathy question without an answer gets the AI's suggestions.
  Problem Shadowing      the main persona's day and situations are loaded when there are none, then the AI
                         completes every situation still open; answers already given stay.
  Solution Expert Chat   the main persona is interviewed by the default partner (or the chat goes on as
                         saved); each round still open is answered with "Answer for me": the reaction
                         that fits the persona best; rounds you answered stay.
  Feedback Card          every mentor in turn opens a talk and its questions are answered with the first
                         reply it suggests, until the card holds the 30 pins Ship needs (at most three
                         answers per mentor); the card is saved after every turn.`;

/** The fields of every step that has some (shown in the help of `step input` and `step answer`). */
const FIELD_HELP = `
Fields by step (step input --show lists them with their values):
${Object.values(STEP_WORKERS)
  .filter((worker) => worker.fields)
  .flatMap((worker) => worker.fields?.names.map((f) => `  ${f.name.padEnd(20)} ${f.about.en}`) ?? [])
  .join('\n')}
What you write is yours ("entered by you"); an option of the chat taken by its letter or a suggestion taken
unchanged is the AI's, accepted by you. run --autofill keeps what is written and fills only what is empty.`;

/** Collects a repeated option's values. */
const collect = (value: string, previous: string[]) => [...previous, value];

/** What `run --autofill` does once the track is finished (shown in its help). */
const RUN_END = `
At the end of the track (with --autofill): the four mentors' reports, the Business Model Canvas drawn from them
and every closing output of every stream (as \`close\` makes them) are made; the project page's share link is
printed last.`;

/** What `run --timings` prints (shown in its help). */
const RUN_TIMINGS = `
With --timings, where the time went, one line per stage: the AI's answers, the result saves (each renders a PDF)
with the PDF renders the server reports (their sum, waiting for a free PDF thread included), every other API
call, waits (sleeps, polling) and the CLI's own time (starting up, its work between calls), then the total since
the CLI started. Calls that overlap count once in their stage.`;

export function buildProgram(contextOptions: ContextOptions = {}): Command {
  const program = new Command();
  program
    .name('idea-studio')
    .description('Idea Studio from the terminal: develop a business idea step by step with an AI assistant.')
    .version('0.1.0')
    .option('--api-url <url>', 'API base URL (env IDEA_API_URL)', undefined)
    .option('--json', 'machine-readable JSON output')
    .showHelpAfterError()
    .exitOverride();

  /** Wraps a command action: builds the context from the global flags and maps failures to exit code 1. */
  const action =
    <A extends unknown[]>(run: (ctx: ReturnType<typeof createContext>, ...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      const ctx = createContext(program.opts<GlobalOptions>(), contextOptions);
      try {
        await run(ctx, ...args);
      } catch (error) {
        // A failure of the CLI's own is headed in the user's language (English when that cannot be read).
        const lang = error instanceof ApiError || ctx.json ? 'en' : await userLang(ctx);
        process.exitCode = printError(ctx, error, lang);
      }
    };

  program
    .command('health')
    .description("print the server's health")
    .action(action((ctx) => health(ctx)));
  program
    .command('login')
    .description('log in with e-mail, password (IDEA_PASSWORD) and the mailed code')
    .option('--email <email>', 'e-mail address (env IDEA_EMAIL)')
    .option('--code <code>', 'the 6-digit code from the mail (env IDEA_2FA_CODE); alone, completes a pending login')
    .option('--new-code', 'send a fresh code for the pending login')
    .option('--resend-confirmation', 'mail the link that confirms your e-mail address again')
    .action(action((ctx, opts: LoginOptions) => login(ctx, opts)));
  program
    .command('logout')
    .description('end the session and forget the stored credentials (API keys stay valid)')
    .option('--revoke-keys', 'first revoke every API key of the account (scripts and auto-login stop working)')
    .action(action((ctx, options: { revokeKeys?: boolean }) => logout(ctx, options)));
  program
    .command('whoami')
    .description('show the logged-in user')
    .action(action((ctx) => whoami(ctx)));

  const track = program.command('track').description('your idea rounds');
  track
    .command('ls')
    .description('list your rounds with their progress (or, with --project, every round of a team project)')
    .option('--project <projectId>', 'a project you own or joined (see team projects)')
    .action(action((ctx, opts: { project?: string }) => trackList(ctx, opts)));
  track
    .command('start')
    .description('start a new round of the idea track in your default project')
    .option('--name <name>', "the idea's title (default: My Business Model Canvas and the date)")
    .option('--track <trackId>', 'another track of the server (GET /data/tracks) than the idea track')
    .option(
      '--idea <text>',
      "your idea or the problem you solve, in your own words: saved as the Basic Idea's problem, and read into the idea frame",
    )
    .option('--idea-file <path>', 'the same, read from a text file')
    .action(action((ctx, opts: TrackStartOptions) => trackStart(ctx, opts)));
  track
    .command('rename <roundId> <name>')
    .description('rename a round')
    .action(action((ctx, roundId: string, name: string) => trackRename(ctx, roundId, name)));
  track
    .command('rm <roundId>')
    .description('delete a round and everything in it')
    .action(action((ctx, roundId: string) => trackRemove(ctx, roundId)));
  track
    .command('status <roundId>')
    .description("a round's streams, steps and progress")
    .action(action((ctx, roundId: string) => trackStatus(ctx, roundId)));

  const idea = program.command('idea').description('how the assistant reads an idea');
  idea
    .command('read <text>')
    .description(
      'read an idea into its frame (offer, people, setting, price, price kind, partners, channels, kind of business, ' +
        'name), each slot in your own words or "not said"; starts no round and saves nothing',
    )
    .option('--title <title>', "the idea's title: it may name the product, never the problem or the people")
    .option('--lang <lang>', "the idea's language, en or de (default: your profile's)")
    .action(action((ctx, text: string, opts: IdeaReadOptions) => ideaRead(ctx, text, opts)));

  const results = program.command('results').description("a round's result files");
  results
    .command('ls <roundId>')
    .description('list the result files')
    .action(action((ctx, roundId: string) => resultsList(ctx, roundId)));
  results
    .command('download <roundId>')
    .description('download the result files (all by default)')
    .option('--file <id>', 'only this file')
    .option('--out <dir>', 'target directory (default: the current one)')
    .action(
      action((ctx, roundId: string, opts: { file?: string; out?: string }) => resultsDownload(ctx, roundId, opts)),
    );

  const team = program.command('team').description('the team of your project: invitations, members, joining');
  const projectOption = ['--project <projectId>', 'the project (default: your default project)'] as const;
  team
    .command('invite <email>')
    .description('invite someone by e-mail (owner only); the link in the mail works once, for 7 days')
    .option('--role <role>', 'Member (default) or Editor')
    .option(...projectOption)
    .action(action((ctx, email: string, opts: InviteOptions) => teamInvite(ctx, email, opts)));
  team
    .command('ls')
    .description('list the members and the pending invitations')
    .option(...projectOption)
    .action(action((ctx, opts: TeamOptions) => teamList(ctx, opts)));
  team
    .command('rm <email>')
    .description('remove a member (owner only), or revoke the pending invitation to the address')
    .option(...projectOption)
    .action(action((ctx, email: string, opts: TeamOptions) => teamRemove(ctx, email, opts)));
  team
    .command('join <link>')
    .description('join a project with the invitation link from the mail (log in with the invited address first)')
    .action(action((ctx, link: string) => teamJoin(ctx, link)));
  team
    .command('projects')
    .description('list the projects you own or joined')
    .action(action((ctx) => teamProjects(ctx)));

  const hub = program.command('hub').description('the knowledge hub of your default project');
  hub
    .command('ls')
    .description('list the files')
    .action(action((ctx) => hubList(ctx)));
  hub
    .command('upload <files...>')
    .description('upload PDF, text or Word (.docx) files (max 2 MB each; a pitch deck max 5 MB)')
    .option('--pitch-deck', 'upload one file as the pitch deck of your company')
    .action(action((ctx, files: string[], opts: { pitchDeck?: boolean }) => hubUpload(ctx, files, opts)));
  hub
    .command('rm <fileId>')
    .description('delete a file')
    .action(action((ctx, fileId: string) => hubRemove(ctx, fileId)));

  const profile = program.command('profile').description('your profile');
  profile
    .command('show')
    .description('show your profile')
    .action(action((ctx) => profileShow(ctx)));
  profile
    .command('set')
    .description('change your profile')
    .option('--prename <name>', 'first name')
    .option('--lastname <name>', 'last name')
    .option('--intention-role <id>', 'intention role id')
    .option('--lang <lang>', 'system language: en or de')
    .action(action((ctx, opts: ProfileOptions) => profileSet(ctx, opts)));

  const company = program.command('company').description('your company profile');
  company
    .command('show')
    .description('show the company profile')
    .action(action((ctx) => companyShow(ctx)));
  company
    .command('set')
    .description('change the company profile')
    .option('--name <name>', 'startup name')
    .option('--industry <id>', 'industry id')
    .option('--mission <text>', 'our mission')
    .option('--webpage <url>', 'web page (http or https)')
    .action(action((ctx, opts: CompanyOptions) => companySet(ctx, opts)));

  program
    .command('avatar')
    .description('your avatar')
    .command('set <image>')
    .description('upload an image as your avatar (the server makes it square)')
    .action(action((ctx, image: string) => avatarSet(ctx, image)));

  const step = program.command('step').description('the current step of a round');
  step
    .command('show <roundId>')
    .description('show the current step, its input and result')
    .action(action((ctx, roundId: string) => stepShow(ctx, roundId)));
  step
    .command('autofill <roundId>')
    .description("fill the current step with the AI's answer")
    .addHelpText('after', AUTOFILL_RULES)
    .action(action((ctx, roundId: string) => stepAutofill(ctx, roundId)));
  step
    .command('input <roundId>')
    .description("write the current step's input fields by name, as your own words (--show: print the fields)")
    .option('--set <name=value>', 'a field and its value; repeat it for more fields', collect, [])
    .option('--file <path>', 'a JSON object of field names and values (- for stdin), written before the --set ones')
    .option('--show', 'print the fields with their names, values and who wrote them')
    .addHelpText('after', FIELD_HELP)
    .action(action((ctx, roundId: string, opts: StepInputOptions) => stepInput(ctx, roundId, opts)));
  step
    .command('answer <roundId>')
    .description(
      "answer the current step field by field: in your own words or with the AI's suggestion (asks in a terminal)",
    )
    .option(
      '--answers <file>',
      'the answers as a JSON object instead of asking (- for stdin): {"name": "your words", "round.1": "b", "situation.2": {"suggestion": 1}, "users": null}',
    )
    .addHelpText('after', FIELD_HELP)
    .action(action((ctx, roundId: string, opts: { answers?: string }) => stepAnswer(ctx, roundId, opts)));
  step
    .command('save <roundId>')
    .description("save the current step's result as a result file")
    .action(action((ctx, roundId: string) => stepSave(ctx, roundId)));
  program
    .command('next <roundId>')
    .description('move the round to its next step (refused without a saved result)')
    .action(action((ctx, roundId: string) => next(ctx, roundId)));
  program
    .command('back <roundId>')
    .description('move the round one step back (no result needed)')
    .action(action((ctx, roundId: string) => back(ctx, roundId)));
  program
    .command('run <roundId>')
    .description('walk the round from where it stands through every step available so far')
    .option('--autofill', 'let the AI fill and save the steps that have no result yet')
    .option('--timings', 'print where the time went on stderr (with --json: in the output, as `timings`)')
    .addHelpText('after', `${AUTOFILL_RULES}\n${RUN_END}\n${RUN_TIMINGS}`)
    .action(action((ctx, roundId: string, opts: { autofill?: boolean; timings?: boolean }) => run(ctx, roundId, opts)));
  program
    .command('feedback <roundId> [message]')
    .description("talk with a mentor of the round's Feedback Card; without a message the mentor opens the talk")
    .option('--mentor <id>', 'the mentor to talk with (the agents of the AI service, except Johnny)')
    .option('--web-search', 'let a mentor who searches the web cite the pages it finds')
    .option('--autofill', 'let every mentor talk until the card holds the 30 pins Ship needs')
    .action(
      action((ctx, roundId: string, message: string | undefined, opts: FeedbackOptions) =>
        feedback(ctx, roundId, message, opts),
      ),
    );
  program
    .command('report <roundId> <reportId>')
    .description(
      "open a mentor's report (market-potential, competitor, user-validation, mentor-feedback): the stored one while its mentor has no changes since, else made anew; writes its PDF",
    )
    .option('--out <dir>', 'where the PDF goes (default: the current directory)')
    .action(
      action((ctx, roundId: string, reportId: string, opts: { out?: string }) => report(ctx, roundId, reportId, opts)),
    );
  program
    .command('export <roundId>')
    .description("the round's feedback pins for a whiteboard tool: rows to paste (--whiteboard) or a CSV file (--csv)")
    .option('--whiteboard', 'print the rows `| mentor | topic | content |`, prioritised first')
    .option('--csv <file>', 'write every pin with its origin to a CSV file')
    .action(action((ctx, roundId: string, opts: ExportOptions) => exportPins(ctx, roundId, opts)));
  program
    .command('bmc <roundId>')
    .description('draw the Business Model Canvas from every report, the pins and the results; writes its PDF')
    .option('--out <dir>', 'where the PDF goes (default: the current directory)')
    .action(action((ctx, roundId: string, opts: { out?: string }) => bmc(ctx, roundId, opts)));
  program
    .command('close <roundId>')
    .description(
      "make every closing output of the track's streams in order (PDFs as result files, whiteboard rows), write the PDFs and print the share link",
    )
    .option('--stream <stream>', 'only this stream (its id or name, e.g. Qualify)')
    .option(
      '--out <dir>',
      'where the PDFs and the whiteboard rows go (default: PDFs to the current directory, rows printed)',
    )
    .option('--share', 'make the project page public first')
    .action(action((ctx, roundId: string, opts: CloseOptions) => close(ctx, roundId, opts)));
  program
    .command('share <roundId>')
    .description("make the round's project page public and print its link (--off: private again)")
    .option('--off', 'make the project page private again')
    .option('--mail <emails>', 'mail the link to comma-separated addresses (at most 10; the page becomes public)')
    .action(action((ctx, roundId: string, opts: ShareOptions) => share(ctx, roundId, opts)));
  const landing = program.command('landing').description("a round's landing page and its sign-ups");
  landing
    .command('generate <roundId>')
    .description('let the AI write the landing page from the idea, the persona and the core problem, and store it')
    .action(action((ctx, roundId: string) => landingGenerate(ctx, roundId)));
  landing
    .command('open <roundId>')
    .description('print every section of the stored landing page')
    .action(action((ctx, roundId: string) => landingOpen(ctx, roundId)));
  landing
    .command('publish <roundId>')
    .description('create the publishing account and publish the stored page at a public link')
    .option('--email <email>', "the account's e-mail address, where sign-ups go (default: yours)")
    .option('--firstname <name>', "the account's first name (default: yours)")
    .action(action((ctx, roundId: string, opts: PublishOptions) => landingPublish(ctx, roundId, opts)));
  landing
    .command('testimonial <roundId> <slot>')
    .description(
      'fill testimonial slot 1, 2 or 3 with words a real person said: by hand, or a quote of an interview record',
    )
    .option('--text <words>', 'what the person said (with --name and --position)')
    .option('--name <name>', "the person's name")
    .option('--position <position>', "the person's role or position")
    .option('--interview <id>', 'take a quote of this interview record instead (idea-studio interview ls)')
    .option('--quote <n>', "which of the record's quotes (default 1)")
    .action(
      action((ctx, roundId: string, slot: string, opts: TestimonialOptions) =>
        landingTestimonial(ctx, roundId, slot, opts),
      ),
    );
  landing
    .command('signups <roundId>')
    .description("the published page's views and sign-ups, newest first")
    .action(action((ctx, roundId: string) => landingSignups(ctx, roundId)));
  const interview = program.command('interview').description('real conversations you had, recorded for a round');
  interview
    .command('add <roundId>')
    .description(
      "record a real interview from a .txt or .docx file or typed notes; the AI reads it against the round's pains",
    )
    .option('--file <file>', 'the notes as a .txt or .docx file (at most 1 MB)')
    .option('--notes <text>', 'the notes as text')
    .option('--role <who>', 'who the conversation was with, e.g. "owner of a bakery"')
    .option('--persona <name>', "the round's persona this person resembles")
    .option('--date <YYYY-MM-DD>', 'when it took place (default: today)')
    .action(action((ctx, roundId: string, opts: InterviewAddOptions) => interviewAdd(ctx, roundId, opts)));
  interview
    .command('ls <roundId>')
    .description('the recorded interviews with their quotes, then the pains they confirm or contradict and how often')
    .action(action((ctx, roundId: string) => interviewList(ctx, roundId)));
  interview
    .command('rm <roundId> <interviewId>')
    .description('delete a recorded interview')
    .action(action((ctx, roundId: string, interviewId: string) => interviewRemove(ctx, roundId, interviewId)));
  program
    .command('verdict <roundId>')
    .description('GO, PIVOT or NO-GO for the idea from the evidence gathered, with its reasons and three next steps')
    .action(action((ctx, roundId: string) => verdict(ctx, roundId)));
  const pins = program.command('pins').description("the pins of a round's Feedback Card");
  pins
    .command('ls <roundId>')
    .description('list the pins by mentor, numbered')
    .action(action((ctx, roundId: string) => pinsList(ctx, roundId)));
  pins
    .command('add <roundId>')
    .description('add a pin by hand')
    .requiredOption('--mentor <id>', 'the mentor whose column the pin goes into')
    .requiredOption('--topic <topic>', 'a short title')
    .requiredOption('--content <content>', 'the feedback')
    .action(action((ctx, roundId: string, opts: PinTextOptions) => pinsAdd(ctx, roundId, opts)));
  pins
    .command('edit <roundId> <n>')
    .description('rephrase pin n (its priority is reset)')
    .requiredOption('--topic <topic>', 'the new title')
    .requiredOption('--content <content>', 'the new feedback')
    .action(action((ctx, roundId: string, n: string, opts: PinTextOptions) => pinsEdit(ctx, roundId, n, opts)));
  pins
    .command('prio <roundId> <n>')
    .description('prioritise pin n')
    .action(action((ctx, roundId: string, n: string) => pinsPrio(ctx, roundId, n)));
  pins
    .command('rm <roundId> <n>')
    .description('delete pin n')
    .action(action((ctx, roundId: string, n: string) => pinsRemove(ctx, roundId, n)));
  return program;
}
