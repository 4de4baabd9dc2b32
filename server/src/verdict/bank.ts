// Every sentence of the closing verdict, in English and German (informal "du"): templates whose {placeholders} the
// service fills with the round's names and numbers (render() of the offline engine). Both halves have one shape, so
// a sentence missing in one language does not compile. Reasons name the class of what they rest on: real
// interviews and sign-ups (observed), the founder's own claims, or the AI's inference. No sentence counts words.
import type { Lang } from '@idea-studio/sdk';
import type { CriterionId, VerdictKind } from './rules.js';

export type VerdictLang = Lang;

export const EXPERIMENT_IDS = [
  'problem-interviews',
  'objection-check',
  'landing-test',
  'concierge',
  'price-test',
  'competitor-check',
  'mentor-concern',
] as const;
export type ExperimentId = (typeof EXPERIMENT_IDS)[number];

export interface ExperimentText {
  title: string;
  tests: string;
  how: string;
  changesVerdictIf: string;
}

export interface VerdictBank {
  headline: Record<VerdictKind, string>;
  summary: {
    counts: string;
    classes: string;
    /** Exactly this when nothing is observed and nothing is the founder's claim. */
    onlyInferred: string;
    /** Nothing observed, but the founder's own claims: claims are not observations. */
    onlyClaims: string;
    noEvidence: string;
    verdict: Record<VerdictKind, string>;
    /** PIVOT although criteria speak against: none of them rests on a real observation. */
    notNoGo: string;
    /** No criterion against, but nothing from the real world carries a GO yet. */
    needsRealWorld: string;
  };
  criterion: Record<CriterionId, string>;
  reasons: {
    personaMatch: { noPersona: string; noProblem: string; for: string; against: string; open: string };
    painsConfirmed: {
      noPain: string;
      for: string;
      against: string;
      someInterviews: string;
      claims: string;
      inferred: string;
      chat: string;
    };
    objections: { none: string; for: string; against: string; more: string };
    mentorPins: { noPins: string; noPrio: string; against: string; for: string; open: string };
    reportFindings: { none: string; for: string; open: string };
    signups: { unpublished: string; noViews: string; for: string; against: string; open: string };
  };
  evidence: {
    signups: string;
    interviewSource: string;
    recordConfirms: string;
    recordConfirmsQuote: string;
    recordContradicts: string;
    recordContradictsQuote: string;
    recordNone: string;
  };
  fallback: { persona: string; pain: string; feature: string; idea: string; mentor: string };
  experiments: Record<ExperimentId, ExperimentText> & {
    landingUnpublishedHow: string;
    /** The competitor check when the competitor report names no alternative: today's way of handling the pain. */
    competitorToday: ExperimentText;
  };
}

const en: VerdictBank = {
  headline: {
    GO: 'GO: {name} stands on what real people showed you',
    PIVOT: 'PIVOT: {name} needs a change of course before the next step',
    NO_GO: 'NO-GO: the evidence speaks against {name} as it stands',
  },
  summary: {
    counts: 'For the idea: {for} of {total} criteria; against it: {against}; still open: {open}.',
    classes:
      'Evidence: {observed} observed in the real world ({share} %), {claims} your own claims, {inferred} inferred by the AI.',
    onlyInferred: 'No real-world evidence yet: everything here was inferred by the AI.',
    onlyClaims:
      'No real-world evidence yet: besides the AI’s inferences there are only your own claims, and claims are not observations.',
    noEvidence: 'There is no evidence yet: every criterion is still open.',
    verdict: {
      GO: 'What you observed in the real world carries the idea, and nothing speaks against it. Next, find out whether people pay, before you put time and money in at scale.',
      PIVOT:
        'Keep what holds and change what the evidence does not carry yet ({weak}); the three experiments below test it cheaply.',
      NO_GO:
        'As it stands, the idea does not hold: {against} speak against it, and real people said so too. Rethink the problem or the persona before you invest more.',
    },
    notNoGo:
      'It is not a NO-GO: what speaks against it ({against}) rests on the AI’s inference, not on anything observed in the real world.',
    needsRealWorld:
      'A GO needs real-world evidence: the core pain confirmed in at least {confirm} real interviews, or at least {rate} % sign-ups from {views} views of your landing page (or {signups} sign-ups).',
  },
  criterion: {
    personaMatch: 'the persona match',
    painsConfirmed: 'the core pain',
    objections: 'the objections',
    mentorPins: 'the mentors’ concerns',
    reportFindings: 'the report findings',
    signups: 'the sign-ups',
  },
  reasons: {
    personaMatch: {
      noPersona: 'No main persona is chosen yet, so nobody is named who has the problem.',
      noProblem: '{persona} is chosen, but there is no problem statement yet to check the persona against.',
      for: '{persona} fits the problem you describe, and {count} real interviews found people who have a pain of this round.',
      against:
        '{persona}, the persona the AI inferred, was made for another problem: nothing in who {persona} is or what troubles them touches the problem you describe. This rests on the AI’s inference only.',
      open: '{persona} fits the problem you describe, but this rests on the AI’s inference only; no real conversation confirms it yet.',
    },
    painsConfirmed: {
      noPain: 'There is no core pain yet: Problem Shadowing has no core problem and the empathy map names no pain.',
      for: '{confirming} real interviews confirm “{pain}”.',
      against:
        '{contradicting} real interviews contradict “{pain}” and {confirming} confirm it: the people you talked to do not have this problem as you describe it.',
      someInterviews: '{confirming} of {interviews} real interviews confirm “{pain}”; a GO needs at least {min}.',
      claims:
        'Your own shadowing answers describe the problem, but they are your claims, not observations; no real conversation confirms “{pain}” yet.',
      inferred: 'This rests on the AI’s inference only; no real conversation confirms “{pain}” yet.',
      chat: 'The simulated interview is the AI’s inference, not an observation.',
    },
    objections: {
      none: 'No objection has been raised yet. That proves nothing: ask real people what would stop them.',
      for: '{persona} objects: “{objection}”. But {count} real interviews confirm “{pain}”, which outweighs an objection the AI raised.',
      against:
        '{persona} objects: “{objection}”. The AI raised this objection and no real conversation has answered it yet, so it counts against the idea.',
      more: 'Further objections raised: {count}.',
    },
    mentorPins: {
      noPins: 'There are no mentor pins yet.',
      noPrio: 'There are {pins} pins, none of them prioritised yet, so the mentors’ most important points are unknown.',
      against:
        '{mentor}’s concern “{topic}” is among your prioritised pins and still unanswered: you have not replied to {mentor} with a pin of your own.',
      for: '{observed} of {total} prioritised pins cite a document or web page you can check, and every concern is answered.',
      open: 'Of {total} prioritised pins, {observed} cite a document or web page and {claims} are your own claims; the rest is the mentors’ AI reasoning.',
    },
    reportFindings: {
      none: 'No report has been made yet.',
      for: '{observed} of {total} report findings cite a document or web page you can check.',
      open: 'The reports rest on the AI’s assessment: {observed} of {total} findings cite a document or web page.',
    },
    signups: {
      unpublished: 'Your landing page is not published yet, so there are no sign-ups to count.',
      noViews: 'Your landing page is published, but nobody has seen it yet, so nothing is observed there.',
      for: 'Observed on your landing page: {signups} sign-ups from {views} views ({rate} %), which speaks for the idea.',
      against:
        'Observed on your landing page: only {signups} sign-ups from {views} views ({rate} %), too few people want it as described.',
      open: 'Observed on your landing page: {signups} sign-ups from {views} views ({rate} %), not enough to decide yet.',
    },
  },
  evidence: {
    signups: 'Sign-ups on your published landing page: {signups} from {views} views',
    interviewSource: 'interview notes: {role}, {date}',
    recordConfirms: 'Real interview with {role} ({date}) confirms “{pain}”',
    recordConfirmsQuote: 'Real interview with {role} ({date}) confirms “{pain}”: “{quote}”',
    recordContradicts: 'Real interview with {role} ({date}) contradicts “{pain}”',
    recordContradictsQuote: 'Real interview with {role} ({date}) contradicts “{pain}”: “{quote}”',
    recordNone: 'Real interview with {role} ({date}): none of the round’s pains came up',
  },
  fallback: {
    persona: 'your first users',
    pain: 'the problem behind {name}',
    feature: 'your core offer',
    idea: 'your idea',
    mentor: 'the mentor',
  },
  experiments: {
    'problem-interviews': {
      title: '{count} problem interviews with people like {persona}',
      tests: 'Whether people like {persona} really have “{pain}” and what it costs them today.',
      how: 'Find {count} people like {persona} where they spend their day and ask each of them for 20 minutes about the last time they ran into “{pain}”: what they did, what it cost, what they tried. Do not present {name}. Record each conversation as an interview.',
      changesVerdictIf:
        'If at least {confirm} of the recorded interviews confirm “{pain}”, the core pain counts as observed (toward GO). If they contradict it, the pain speaks against {name} (toward PIVOT or NO-GO).',
    },
    'objection-check': {
      title: 'Put {persona}’s objection to {count} real people: “{objection}”',
      tests:
        'Whether the objection “{objection}”, which the AI raised, stops real people like {persona} from wanting {name}.',
      how: 'Talk to {count} people like {persona} about “{pain}”; near the end, name the objection and listen: does it stop them, or do they shrug it off? Record each conversation as an interview.',
      changesVerdictIf:
        'If at least {confirm} recorded interviews confirm “{pain}” in spite of the objection, it no longer counts against {name} (toward GO). If most raise it themselves, change the offer where it hits (PIVOT).',
    },
    'landing-test': {
      title: 'Landing-page test for {name} with {visitors} visitors',
      tests: 'Whether people like {persona} want {name} enough to leave their e-mail address.',
      how: 'Bring {visitors} visitors from where people like {persona} gather (forums, groups, newsletters) to {link} within two weeks and count the sign-ups.',
      changesVerdictIf:
        'At least {rateFor} % sign-ups from {viewsFor} views (or {signupsFor} sign-ups) speak for the idea; under {rateAgainst} % after {viewsAgainst} views speak against it. The verdict reads the page’s numbers by itself.',
    },
    landingUnpublishedHow:
      'Publish your landing page from the closing view, then bring {visitors} visitors from where people like {persona} gather (forums, groups, newsletters) within two weeks and count the sign-ups.',
    concierge: {
      title: 'Deliver “{feature}” by hand to {users} people like {persona}',
      tests: 'Whether the core of {name} solves “{pain}” when you deliver it by hand, without any software.',
      how: 'Offer {users} people like {persona} to do “{feature}” for them manually for one week (with spreadsheets, messages or phone calls) and note what they use and what they ignore. Afterwards, record a short interview with each.',
      changesVerdictIf:
        'If at least {returning} of the {users} use it again and their recorded interviews confirm “{pain}”, the offer carries (toward GO). If nobody comes back after the first try, change the offer (PIVOT).',
    },
    'price-test': {
      title: 'Price test for {name}: pre-orders with a deposit',
      tests: 'Whether people like {persona} pay for {name} before it exists.',
      how: 'Offer {name} to {people} people like {persona} for pre-order at a concrete price with a small refundable deposit, through a payment link on your landing page or in person.',
      changesVerdictIf:
        'If at least {payers} of {people} pay the deposit, willingness to pay is observed; sign-ups on your landing page count by themselves (toward GO). If nobody pays, the price or the offer has to change (PIVOT).',
    },
    'competitor-check': {
      title: 'Compare {name} with “{alternative}” with {count} people like {persona}',
      tests:
        'Whether {name} is clearly better for people like {persona} than “{alternative}”, which they can use today.',
      how: 'Ask {count} people like {persona} how they use “{alternative}” today, then show them the promise of {name} and ask what they would give up to switch. Record each conversation as an interview.',
      changesVerdictIf:
        'If at least {switchers} of {count} would switch and confirm “{pain}” in their own words, the pain counts as observed (toward GO). If most are content with “{alternative}”, sharpen what makes {name} different (PIVOT).',
    },
    competitorToday: {
      title: 'Compare {name} with today’s way with {count} people like {persona}',
      tests: 'Whether {name} is clearly better for people like {persona} than the way they handle “{pain}” today.',
      how: 'Ask {count} people like {persona} how they handle “{pain}” today and what it costs them, then show them the promise of {name} and ask what they would give up to switch. Record each conversation as an interview.',
      changesVerdictIf:
        'If at least {switchers} of {count} would switch and confirm “{pain}” in their own words, the pain counts as observed (toward GO). If most are content with their way today, sharpen what makes {name} different (PIVOT).',
    },
    'mentor-concern': {
      title: 'Answer {mentor}’s concern: “{topic}”',
      tests: 'Whether the concern “{topic}” holds for {name} and people like {persona}.',
      how: 'Find {sources} independent sources (a study, a statistic, a market figure) and ask {people} people like {persona} about “{topic}”; keep the links and the names of the sources.',
      changesVerdictIf:
        'Reply to {mentor} on the Feedback Card with what you found and pin your answer: the concern then counts as answered. Add the sources to your knowledge hub: what a mentor cites from them counts as observed. If the facts confirm the concern, change {name} where it hits (PIVOT).',
    },
  },
};

const de: VerdictBank = {
  headline: {
    GO: 'GO: {name} steht auf dem, was dir echte Menschen gezeigt haben',
    PIVOT: 'PIVOT: {name} braucht eine Kurskorrektur vor dem nächsten Schritt',
    NO_GO: 'NO-GO: Die Belege sprechen gegen {name} in der jetzigen Form',
  },
  summary: {
    counts: 'Für die Idee: {for} von {total} Kriterien; dagegen: {against}; noch offen: {open}.',
    classes:
      'Belege: {observed} in der echten Welt beobachtet ({share} %), {claims} deine eigenen Aussagen, {inferred} von der KI gefolgert.',
    onlyInferred: 'Noch keine Belege aus der echten Welt: Alles hier hat die KI gefolgert.',
    onlyClaims:
      'Noch keine Belege aus der echten Welt: Neben den Folgerungen der KI gibt es nur deine eigenen Aussagen, und Aussagen sind keine Beobachtungen.',
    noEvidence: 'Es gibt noch keine Belege: Jedes Kriterium ist noch offen.',
    verdict: {
      GO: 'Was du in der echten Welt beobachtet hast, trägt die Idee, und nichts spricht dagegen. Finde als Nächstes heraus, ob Menschen dafür zahlen, bevor du im großen Stil Zeit und Geld einsetzt.',
      PIVOT:
        'Behalte, was trägt, und ändere, was die Belege noch nicht tragen ({weak}); die drei Experimente unten testen das günstig.',
      NO_GO:
        'In der jetzigen Form trägt die Idee nicht: {Against} sprechen dagegen, und echte Menschen haben das auch gesagt. Überdenke das Problem oder die Persona, bevor du mehr investierst.',
    },
    notNoGo:
      'Es ist kein NO-GO: Was dagegen spricht ({against}), beruht auf Folgerungen der KI, nicht auf etwas, das in der echten Welt beobachtet wurde.',
    needsRealWorld:
      'Für ein GO braucht es Belege aus der echten Welt: den Kernschmerz, bestätigt in mindestens {confirm} echten Interviews, oder mindestens {rate} % Anmeldungen bei {views} Aufrufen deiner Landingpage (oder {signups} Anmeldungen).',
  },
  criterion: {
    personaMatch: 'die Persona-Passung',
    painsConfirmed: 'der Kernschmerz',
    objections: 'die Einwände',
    mentorPins: 'die Sorgen der Mentoren',
    reportFindings: 'die Berichtsergebnisse',
    signups: 'die Anmeldungen',
  },
  reasons: {
    personaMatch: {
      noPersona: 'Du hast noch keine Haupt-Persona gewählt, also ist niemand benannt, der das Problem hat.',
      noProblem:
        '{persona} ist gewählt, aber es gibt noch keine Problembeschreibung, mit der du die Persona abgleichen kannst.',
      for: '{persona} passt zu dem Problem, das du beschreibst, und {count} echte Interviews haben Menschen gefunden, die einen Schmerzpunkt dieser Runde haben.',
      against:
        '{persona}, die Persona, die die KI gefolgert hat, wurde für ein anderes Problem gemacht: Nichts daran, wer {persona} ist oder was {persona} belastet, berührt das Problem, das du beschreibst. Das beruht nur auf Folgerungen der KI.',
      open: '{persona} passt zu dem Problem, das du beschreibst, aber das beruht nur auf Folgerungen der KI; noch kein echtes Gespräch bestätigt es.',
    },
    painsConfirmed: {
      noPain:
        'Es gibt noch keinen Kernschmerz: Das Problem Shadowing hat kein Kernproblem und die Empathiekarte nennt keinen Schmerzpunkt.',
      for: '{confirming} echte Interviews bestätigen „{pain}“.',
      against:
        '{contradicting} echte Interviews widersprechen „{pain}“ und {confirming} bestätigen es: Die Menschen, mit denen du gesprochen hast, haben dieses Problem nicht so, wie du es beschreibst.',
      someInterviews:
        '{confirming} von {interviews} echten Interviews bestätigen „{pain}“; für ein GO braucht es mindestens {min}.',
      claims:
        'Deine eigenen Shadowing-Antworten beschreiben das Problem, aber das sind deine Aussagen, keine Beobachtungen; noch kein echtes Gespräch bestätigt „{pain}“.',
      inferred: 'Das beruht nur auf Folgerungen der KI; noch kein echtes Gespräch bestätigt „{pain}“.',
      chat: 'Das simulierte Interview ist eine Folgerung der KI, keine Beobachtung.',
    },
    objections: {
      none: 'Es wurde noch kein Einwand erhoben. Das beweist nichts: Frag echte Menschen, was sie abhalten würde.',
      for: '{persona} wendet ein: „{objection}“. Aber {count} echte Interviews bestätigen „{pain}“, und das wiegt schwerer als ein Einwand, den die KI erhoben hat.',
      against:
        '{persona} wendet ein: „{objection}“. Die KI hat diesen Einwand erhoben und noch kein echtes Gespräch hat ihn beantwortet, also spricht er gegen die Idee.',
      more: 'Weitere erhobene Einwände: {count}.',
    },
    mentorPins: {
      noPins: 'Es gibt noch keine Pins der Mentoren.',
      noPrio:
        'Es gibt {pins} Pins, davon noch keinen priorisierten; die wichtigsten Punkte der Mentoren sind also noch unklar.',
      against:
        'Die Sorge „{topic}“ von {mentor} gehört zu deinen priorisierten Pins und ist noch unbeantwortet: Du hast {mentor} noch nicht mit einem eigenen Pin geantwortet.',
      for: '{observed} von {total} priorisierten Pins nennen ein Dokument oder eine Webseite, die du prüfen kannst, und jede Sorge ist beantwortet.',
      open: 'Von {total} priorisierten Pins nennen {observed} ein Dokument oder eine Webseite und {claims} sind deine eigenen Aussagen; der Rest ist KI-Einschätzung der Mentoren.',
    },
    reportFindings: {
      none: 'Es wurde noch kein Bericht erstellt.',
      for: '{observed} von {total} Berichtsergebnissen nennen ein Dokument oder eine Webseite, die du prüfen kannst.',
      open: 'Die Berichte beruhen auf der Einschätzung der KI: {observed} von {total} Ergebnissen nennen ein Dokument oder eine Webseite.',
    },
    signups: {
      unpublished: 'Deine Landingpage ist noch nicht veröffentlicht, also gibt es keine Anmeldungen zu zählen.',
      noViews:
        'Deine Landingpage ist veröffentlicht, aber noch niemand hat sie gesehen, also ist dort nichts beobachtet.',
      for: 'Auf deiner Landingpage beobachtet: {signups} Anmeldungen bei {views} Aufrufen ({rate} %); das spricht für die Idee.',
      against:
        'Auf deiner Landingpage beobachtet: nur {signups} Anmeldungen bei {views} Aufrufen ({rate} %); zu wenige Menschen wollen es so, wie es beschrieben ist.',
      open: 'Auf deiner Landingpage beobachtet: {signups} Anmeldungen bei {views} Aufrufen ({rate} %); das reicht noch nicht für eine Entscheidung.',
    },
  },
  evidence: {
    signups: 'Anmeldungen auf deiner veröffentlichten Landingpage: {signups} bei {views} Aufrufen',
    interviewSource: 'Interviewnotizen: {role}, {date}',
    recordConfirms: 'Echtes Interview mit {role} ({date}) bestätigt „{pain}“',
    recordConfirmsQuote: 'Echtes Interview mit {role} ({date}) bestätigt „{pain}“: „{quote}“',
    recordContradicts: 'Echtes Interview mit {role} ({date}) widerspricht „{pain}“',
    recordContradictsQuote: 'Echtes Interview mit {role} ({date}) widerspricht „{pain}“: „{quote}“',
    recordNone: 'Echtes Interview mit {role} ({date}): Keiner der Schmerzpunkte der Runde kam vor',
  },
  fallback: {
    persona: 'deine ersten Nutzer',
    pain: 'das Problem hinter {name}',
    feature: 'dein Kernangebot',
    idea: 'deine Idee',
    mentor: 'der Mentor',
  },
  experiments: {
    'problem-interviews': {
      title: '{count} Problem-Interviews mit Menschen wie {persona}',
      tests: 'Ob Menschen wie {persona} „{pain}“ wirklich erleben und was es sie heute kostet.',
      how: 'Finde {count} Menschen wie {persona} dort, wo sie ihren Alltag verbringen, und frag jede Person 20 Minuten lang, wann sie zuletzt mit „{pain}“ zu tun hatte: was sie getan hat, was es gekostet hat, was sie schon versucht hat. Stell {name} dabei nicht vor. Halte jedes Gespräch als Interview fest.',
      changesVerdictIf:
        'Wenn mindestens {confirm} der festgehaltenen Interviews „{pain}“ bestätigen, gilt der Kernschmerz als beobachtet (Richtung GO). Wenn sie ihm widersprechen, spricht der Schmerzpunkt gegen {name} (Richtung PIVOT oder NO-GO).',
    },
    'objection-check': {
      title: 'Den Einwand von {persona} bei {count} echten Menschen prüfen: „{objection}“',
      tests:
        'Ob der Einwand „{objection}“, den die KI erhoben hat, echte Menschen wie {persona} davon abhält, {name} zu wollen.',
      how: 'Sprich mit {count} Menschen wie {persona} über „{pain}“; nenn gegen Ende den Einwand und hör zu: Hält er sie ab, oder winken sie ab? Halte jedes Gespräch als Interview fest.',
      changesVerdictIf:
        'Wenn mindestens {confirm} festgehaltene Interviews „{pain}“ trotz des Einwands bestätigen, spricht er nicht mehr gegen {name} (Richtung GO). Wenn die meisten ihn selbst vorbringen, ändere das Angebot dort, wo er trifft (PIVOT).',
    },
    'landing-test': {
      title: 'Landingpage-Test für {name} mit {visitors} Besuchern',
      tests: 'Ob Menschen wie {persona} {name} so sehr wollen, dass sie ihre E-Mail-Adresse hinterlassen.',
      how: 'Bring innerhalb von zwei Wochen {visitors} Besucher von dort, wo Menschen wie {persona} unterwegs sind (Foren, Gruppen, Newsletter), auf {link} und zähl die Anmeldungen.',
      changesVerdictIf:
        'Mindestens {rateFor} % Anmeldungen bei {viewsFor} Aufrufen (oder {signupsFor} Anmeldungen) sprechen für die Idee; unter {rateAgainst} % nach {viewsAgainst} Aufrufen sprechen dagegen. Das Urteil liest die Zahlen der Seite selbst.',
    },
    landingUnpublishedHow:
      'Veröffentliche deine Landingpage in der Abschlussansicht und bring dann innerhalb von zwei Wochen {visitors} Besucher von dort, wo Menschen wie {persona} unterwegs sind (Foren, Gruppen, Newsletter), und zähl die Anmeldungen.',
    concierge: {
      title: '„{feature}“ für {users} Menschen wie {persona} von Hand erledigen',
      tests: 'Ob der Kern von {name} „{pain}“ löst, wenn du ihn ganz ohne Software von Hand lieferst.',
      how: 'Biete {users} Menschen wie {persona} an, „{feature}“ eine Woche lang von Hand für sie zu erledigen (mit Tabellen, Nachrichten oder Anrufen), und notier, was sie nutzen und was sie links liegen lassen. Halte danach mit jeder Person ein kurzes Interview fest.',
      changesVerdictIf:
        'Wenn mindestens {returning} der {users} es wieder nutzen und ihre festgehaltenen Interviews „{pain}“ bestätigen, trägt das Angebot (Richtung GO). Wenn nach dem ersten Mal niemand wiederkommt, ändere das Angebot (PIVOT).',
    },
    'price-test': {
      title: 'Preistest für {name}: Vorbestellungen mit Anzahlung',
      tests: 'Ob Menschen wie {persona} für {name} zahlen, bevor es das Angebot gibt.',
      how: 'Biete {name} {people} Menschen wie {persona} zu einem konkreten Preis zur Vorbestellung an, mit einer kleinen, erstattbaren Anzahlung per Zahlungslink auf deiner Landingpage oder persönlich.',
      changesVerdictIf:
        'Wenn mindestens {payers} von {people} die Anzahlung leisten, ist Zahlungsbereitschaft beobachtet; Anmeldungen auf deiner Landingpage zählen von selbst (Richtung GO). Wenn niemand zahlt, müssen sich Preis oder Angebot ändern (PIVOT).',
    },
    'competitor-check': {
      title: 'Vergleich von {name} mit „{alternative}“ bei {count} Menschen wie {persona}',
      tests:
        'Ob {name} für Menschen wie {persona} deutlich besser ist als „{alternative}“, das sie heute schon nutzen können.',
      how: 'Frag {count} Menschen wie {persona}, wie sie „{alternative}“ heute nutzen, zeig ihnen dann das Versprechen von {name} und frag, was sie für einen Wechsel aufgeben würden. Halte jedes Gespräch als Interview fest.',
      changesVerdictIf:
        'Wenn mindestens {switchers} von {count} wechseln würden und „{pain}“ in eigenen Worten bestätigen, gilt der Schmerzpunkt als beobachtet (Richtung GO). Wenn die meisten mit „{alternative}“ zufrieden sind, schärf, was {name} anders macht (PIVOT).',
    },
    competitorToday: {
      title: 'Vergleich von {name} mit dem heutigen Weg bei {count} Menschen wie {persona}',
      tests: 'Ob {name} für Menschen wie {persona} deutlich besser ist als die Art, wie sie „{pain}“ heute lösen.',
      how: 'Frag {count} Menschen wie {persona}, wie sie „{pain}“ heute lösen und was es sie kostet, zeig ihnen dann das Versprechen von {name} und frag, was sie für einen Wechsel aufgeben würden. Halte jedes Gespräch als Interview fest.',
      changesVerdictIf:
        'Wenn mindestens {switchers} von {count} wechseln würden und „{pain}“ in eigenen Worten bestätigen, gilt der Schmerzpunkt als beobachtet (Richtung GO). Wenn die meisten mit ihrem heutigen Weg zufrieden sind, schärf, was {name} anders macht (PIVOT).',
    },
    'mentor-concern': {
      title: 'Die Sorge von {mentor} beantworten: „{topic}“',
      tests: 'Ob die Sorge „{topic}“ für {name} und Menschen wie {persona} zutrifft.',
      how: 'Such {sources} unabhängige Quellen (eine Studie, eine Statistik, eine Marktzahl) und frag {people} Menschen wie {persona} nach „{topic}“; bewahr die Links und die Namen der Quellen auf.',
      changesVerdictIf:
        'Antworte {mentor} auf der Feedback-Karte mit dem, was du gefunden hast, und pinne deine Antwort: Die Sorge gilt dann als beantwortet. Lade die Quellen in deinen Knowledge Hub hoch: Was ein Mentor daraus zitiert, gilt als beobachtet. Wenn die Fakten die Sorge bestätigen, ändere {name} dort, wo sie trifft (PIVOT).',
    },
  },
};

export const VERDICT_BANK: Readonly<Record<VerdictLang, VerdictBank>> = { en, de };
