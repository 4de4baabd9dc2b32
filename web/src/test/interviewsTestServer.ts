// A fake of the interview operations for component tests, typed by the contract: records kept in memory, insights
// as the test sets them (the reading of notes is the server's, tested there).
import { type FakeCall, fail, type Handlers, ok, type Reply, type Schemas } from './fakeApi';

type InterviewRecord = Schemas['InterviewRecord'];
type InterviewInsights = Schemas['InterviewInsights'];

export interface InterviewsState {
  records: InterviewRecord[];
  insights: InterviewInsights;
}

export const NO_INSIGHTS: InterviewInsights = {
  interviewCount: 0,
  coreProblem: null,
  confirmed: [],
  contradicted: [],
  surprises: [],
};

export function makeInterview(overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    id: 'int-1',
    roundId: 'r-1',
    role: 'ICU nurse',
    persona: null,
    heldOn: '2026-01-15',
    notes: 'Walkers cancel at the last minute.',
    fileName: null,
    analysis: { quotes: [], confirmedPains: [], contradictedPains: [], surprises: [] },
    provider: 'offline',
    dateCreated: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The interview operations over `state`; a create answers 201 with a record made from the body. */
export function interviewHandlers(state: InterviewsState = { records: [], insights: NO_INSIGHTS }): Handlers {
  let next = 0;
  return {
    'GET /rounds/{roundId}/interviews': () => ok({ interviews: state.records, insights: state.insights }),
    'POST /rounds/{roundId}/interviews': (call: FakeCall) => {
      const body = call.body as Schemas['InterviewCreate'];
      next += 1;
      const record = makeInterview({
        id: `int-new-${next}`,
        roundId: call.params.roundId ?? 'r-1',
        role: body.role,
        persona: body.persona ?? null,
        heldOn: body.heldOn ?? '2026-01-15',
        notes: body.notes ?? '',
        fileName: body.document?.fileName ?? null,
      });
      state.records = [record, ...state.records];
      return { status: 201, body: record } as unknown as Reply<never>;
    },
    'DELETE /rounds/{roundId}/interviews/{interviewId}': (call: FakeCall) => {
      const before = state.records.length;
      state.records = state.records.filter((record) => record.id !== call.params.interviewId);
      if (state.records.length === before) {
        return fail(404, 'notFound', 'Interview not found', 'This round has no such interview record.');
      }
      return ok({ success: true });
    },
  };
}
