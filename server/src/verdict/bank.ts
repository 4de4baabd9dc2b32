// Every sentence of the closing verdict, in English and German (informal "du"): templates whose {placeholders} the
// service fills with the round's names and numbers (render() of the offline engine). Both halves have one shape, so
// a sentence missing in one language does not compile.
import type { CriterionId, VerdictKind } from './rules.js';

export type VerdictLang = 'en' | 'de';

export const EXPERIMENT_IDS = [
  'problem-interviews',
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
    share: string;
    noEvidence: string;
    verdict: Record<VerdictKind, string>;
    needsObservation: string;
  };
  criterion: Record<CriterionId, string>;
  reasons: {
    personaMatch: { noPersona: string; noProblem: string; for: string; against: string; open: string };
    painsConfirmed: {
      noPains: string;
      noAnswers: string;
      for: string;
      against: string;
      open: string;
      chat: string;
    };
    mentorPins: { noPins: string; noPrio: string; for: string; open: string };
    reportFindings: { none: string; for: string; open: string };
    signups: { unpublished: string; for: string; against: string; open: string };
  };
  evidence: { signups: string };
  fallback: { persona: string; pain: string; feature: string; idea: string };
  experiments: Record<ExperimentId, ExperimentText> & {
    landingUnpublishedHow: string;
    /** The competitor check when the competitor report names no alternative: today's way of handling the pain. */
    competitorToday: ExperimentText;
  };
}

const en: VerdictBank = {
  headline: {
    GO: 'GO: {name} stands on what you observed',
    PIVOT: 'PIVOT: {name} needs a change of course before the next step',
    NO_GO: 'NO-GO: the evidence speaks against {name} as it stands',
  },
  summary: {
    counts: 'Criteria for the idea: {for} of {total}; against it: {against}; still open: {open}.',
    share:
      '{share} % of the evidence ({observed} of {all} items) is what you observed yourself; the AI inferred the rest.',
    noEvidence: 'There is no evidence yet: every criterion is still open.',
    verdict: {
      GO: 'The persona has the problem you saw, and your own observations carry it. Next, find out whether people pay, before you put time and money in at scale.',
      PIVOT:
        'Keep what holds and change what the evidence does not carry yet ({weak}); the three experiments below test it cheaply.',
      NO_GO:
        'As it stands, the idea does not hold: {against} speak against it. Rethink the problem or the persona before you invest more.',
    },
    needsObservation: 'GO needs at least {min} % of the evidence to be your own observation.',
  },
  criterion: {
    personaMatch: 'the persona match',
    painsConfirmed: 'the pains',
    mentorPins: 'the mentor pins',
    reportFindings: 'the report findings',
    signups: 'the sign-ups',
  },
  reasons: {
    personaMatch: {
      noPersona: 'No main persona is chosen yet, so nobody is named who has the problem.',
      noProblem: '{persona} is chosen, but there is no problem statement yet to check the persona against.',
      for: '{persona} fits the problem: occupation and pains share {count} words with it ({words}).',
      against:
        '{persona} does not fit the problem: occupation and pains share no word with the core problem or the target group.',
      open: '{persona} fits the problem only loosely (shared words: {words}).',
    },
    painsConfirmed: {
      noPains: 'The empathy map names no pains yet, so none can be confirmed.',
      noAnswers:
        'Your own answers in Problem Shadowing are missing, so none of the pains ({total}) is confirmed by observation yet.',
      for: '{confirmed} of {total} pains of {persona} recur in your own shadowing answers.',
      against: 'None of the pains of {persona} ({total}) recurs in your own shadowing answers.',
      open: 'Only {confirmed} of {total} pains recur in your own shadowing answers; “{pain}” is still unconfirmed.',
      chat: 'The simulated expert interview counts as AI inference, not as observation.',
    },
    mentorPins: {
      noPins: 'There are no mentor pins yet.',
      noPrio: 'Pins: {pins}, none of them prioritised yet, so the mentors’ most important points are unknown.',
      for: '{observed} of {total} prioritised pins rest on your own input, documents or web sources.',
      open: 'Prioritised pins: {total}, resting on observation: {observed}; the rest is the mentors’ AI reasoning.',
    },
    reportFindings: {
      none: 'No report has been made yet.',
      for: '{observed} of {total} report findings cite your input, your documents or web sources.',
      open: 'Report findings: {total}, observed: {observed}; the rest is the AI’s assessment.',
    },
    signups: {
      unpublished: 'Your landing page is not published yet, so there are no sign-ups to count.',
      for: 'Sign-ups: {signups} from {views} views ({rate} %), which speaks for the idea.',
      against: 'Sign-ups: only {signups} from {views} views ({rate} %), too few people want it as described.',
      open: 'Sign-ups: {signups} from {views} views ({rate} %), not enough to decide yet.',
    },
  },
  evidence: { signups: 'Sign-ups on your published landing page: {signups} from {views} views' },
  fallback: {
    persona: 'your first users',
    pain: 'the problem behind your idea',
    feature: 'your core offer',
    idea: 'your idea',
  },
  experiments: {
    'problem-interviews': {
      title: '{count} problem interviews with people like {persona}',
      tests: 'Whether people like {persona} really have “{pain}” and what it costs them today.',
      how: 'Find {count} people like {persona} where they spend their day and ask each of them for 20 minutes about the last time they ran into “{pain}”: what they did, what it cost, what they tried. Do not present your idea.',
      changesVerdictIf:
        'If at least {confirm} of {count} describe “{pain}” without being prompted, add their words to your shadowing answers: the pain then counts as confirmed (toward GO). If hardly anyone does, the pain is not confirmed: rethink it (toward PIVOT or NO-GO).',
    },
    'landing-test': {
      title: 'Landing-page test with {visitors} visitors',
      tests: 'Whether people like {persona} want {name} enough to leave their e-mail address.',
      how: 'Bring {visitors} visitors from where people like {persona} gather (forums, groups, newsletters) to {link} within two weeks and count the sign-ups.',
      changesVerdictIf:
        'At least {rateFor} % sign-ups (or {signupsFor} sign-ups) speak for the idea; under {rateAgainst} % after {viewsAgainst} views speak against it. The verdict reads the page’s numbers by itself.',
    },
    landingUnpublishedHow:
      'Publish your landing page from the closing view, then bring {visitors} visitors from where people like {persona} gather (forums, groups, newsletters) within two weeks and count the sign-ups.',
    concierge: {
      title: 'Deliver “{feature}” by hand to {users} people like {persona}',
      tests: 'Whether the core of your offer solves “{pain}” when you deliver it by hand, without any software.',
      how: 'Offer {users} people like {persona} to do “{feature}” for them manually for one week (with spreadsheets, messages or phone calls) and note what they use and what they ignore.',
      changesVerdictIf:
        'If at least {returning} of the {users} use it again or ask what it will cost, note that as a prioritised pin of your own: the offer carries (toward GO). If nobody comes back after the first try, change the offer (PIVOT).',
    },
    'price-test': {
      title: 'Price test: pre-orders with a deposit',
      tests: 'Whether people like {persona} pay for {name} before it exists.',
      how: 'Offer {name} to {people} people like {persona} for pre-order at a concrete price with a small refundable deposit, by payment link or in person.',
      changesVerdictIf:
        'If at least {payers} of {people} pay the deposit, willingness to pay is observed: note it as a prioritised pin of your own (toward GO). If nobody pays, the price or the offer has to change (PIVOT).',
    },
    'competitor-check': {
      title: 'Compare with “{alternative}” with {count} people like {persona}',
      tests:
        'Whether {name} is clearly better for people like {persona} than “{alternative}”, which they can use today.',
      how: 'Ask {count} people like {persona} how they use “{alternative}” today, then show them the promise of {name} and ask what they would give up to switch.',
      changesVerdictIf:
        'If at least {switchers} of {count} would switch and name a concrete reason, note it as a prioritised pin of your own (toward GO). If most are content with “{alternative}”, sharpen what makes {name} different (PIVOT).',
    },
    competitorToday: {
      title: 'Compare with today’s way with {count} people like {persona}',
      tests: 'Whether {name} is clearly better for people like {persona} than the way they handle “{pain}” today.',
      how: 'Ask {count} people like {persona} how they handle “{pain}” today and what it costs them, then show them the promise of {name} and ask what they would give up to switch.',
      changesVerdictIf:
        'If at least {switchers} of {count} would switch and name a concrete reason, note it as a prioritised pin of your own (toward GO). If most are content with their way today, sharpen what makes {name} different (PIVOT).',
    },
    'mentor-concern': {
      title: 'Settle the mentors’ top concern: “{topic}”',
      tests: 'Whether the concern “{topic}” holds for people like {persona}.',
      how: 'Find {sources} independent sources (a study, a statistic, a market figure) and ask {people} people like {persona} about “{topic}”; keep the links and the names of the sources.',
      changesVerdictIf:
        'If the facts refute the concern, add them as a pin with their source (toward GO). If they confirm it, change the idea where the concern hits (PIVOT); if it hits the core problem, the verdict moves toward NO-GO.',
    },
  },
};

const de: VerdictBank = {
  headline: {
    GO: 'GO: {name} steht auf dem, was du beobachtet hast',
    PIVOT: 'PIVOT: {name} braucht eine Kurskorrektur vor dem nächsten Schritt',
    NO_GO: 'NO-GO: Die Belege sprechen gegen {name} in der jetzigen Form',
  },
  summary: {
    counts: 'Kriterien für die Idee: {for} von {total}; dagegen: {against}; noch offen: {open}.',
    share: '{share} % der Belege ({observed} von {all}) hast du selbst beobachtet; den Rest hat die KI gefolgert.',
    noEvidence: 'Es gibt noch keine Belege: Jedes Kriterium ist noch offen.',
    verdict: {
      GO: 'Die Persona hat das Problem, das du gesehen hast, und deine eigenen Beobachtungen tragen es. Finde als Nächstes heraus, ob Menschen dafür zahlen, bevor du im großen Stil Zeit und Geld einsetzt.',
      PIVOT:
        'Behalte, was trägt, und ändere, was die Belege noch nicht tragen ({weak}); die drei Experimente unten testen das günstig.',
      NO_GO:
        'In der jetzigen Form trägt die Idee nicht: {Against} sprechen dagegen. Überdenke das Problem oder die Persona, bevor du mehr investierst.',
    },
    needsObservation: 'Für ein GO müssen mindestens {min} % der Belege deine eigenen Beobachtungen sein.',
  },
  criterion: {
    personaMatch: 'die Persona-Passung',
    painsConfirmed: 'die Schmerzpunkte',
    mentorPins: 'die Mentoren-Pins',
    reportFindings: 'die Berichtsergebnisse',
    signups: 'die Anmeldungen',
  },
  reasons: {
    personaMatch: {
      noPersona: 'Du hast noch keine Haupt-Persona gewählt, also ist niemand benannt, der das Problem hat.',
      noProblem:
        '{persona} ist gewählt, aber es gibt noch keine Problembeschreibung, mit der du die Persona abgleichen kannst.',
      for: '{persona} passt zum Problem: Beruf und Schmerzpunkte teilen {count} Wörter damit ({words}).',
      against:
        '{persona} passt nicht zum Problem: Beruf und Schmerzpunkte teilen kein einziges Wort mit dem Kernproblem oder der Zielgruppe.',
      open: '{persona} passt nur lose zum Problem (gemeinsame Wörter: {words}).',
    },
    painsConfirmed: {
      noPains: 'Die Empathy Map nennt noch keine Schmerzpunkte, also kann keiner bestätigt werden.',
      noAnswers:
        'Deine eigenen Antworten im Problem Shadowing fehlen, also ist noch keiner der Schmerzpunkte ({total}) durch Beobachtung bestätigt.',
      for: '{confirmed} von {total} Schmerzpunkten von {persona} tauchen in deinen eigenen Shadowing-Antworten wieder auf.',
      against: 'Keiner der Schmerzpunkte von {persona} ({total}) taucht in deinen eigenen Shadowing-Antworten auf.',
      open: 'Nur {confirmed} von {total} Schmerzpunkten tauchen in deinen eigenen Shadowing-Antworten auf; „{pain}“ ist noch unbestätigt.',
      chat: 'Das simulierte Experteninterview zählt als Folgerung der KI, nicht als Beobachtung.',
    },
    mentorPins: {
      noPins: 'Es gibt noch keine Pins der Mentoren.',
      noPrio: 'Pins: {pins}, davon noch keiner priorisiert; die wichtigsten Punkte der Mentoren sind also noch unklar.',
      for: '{observed} von {total} priorisierten Pins stützen sich auf deine eigene Eingabe, Dokumente oder Webquellen.',
      open: 'Priorisierte Pins: {total}, davon auf Beobachtung gestützt: {observed}; der Rest ist KI-Einschätzung der Mentoren.',
    },
    reportFindings: {
      none: 'Es wurde noch kein Bericht erstellt.',
      for: '{observed} von {total} Berichtsergebnissen berufen sich auf deine Eingabe, deine Dokumente oder Webquellen.',
      open: 'Berichtsergebnisse: {total}, davon beobachtet: {observed}; der Rest ist die Einschätzung der KI.',
    },
    signups: {
      unpublished: 'Deine Landingpage ist noch nicht veröffentlicht, also gibt es keine Anmeldungen zu zählen.',
      for: 'Anmeldungen: {signups} bei {views} Aufrufen ({rate} %); das spricht für die Idee.',
      against:
        'Anmeldungen: nur {signups} bei {views} Aufrufen ({rate} %); zu wenige Menschen wollen es so, wie es beschrieben ist.',
      open: 'Anmeldungen: {signups} bei {views} Aufrufen ({rate} %); das reicht noch nicht für eine Entscheidung.',
    },
  },
  evidence: { signups: 'Anmeldungen auf deiner veröffentlichten Landingpage: {signups} bei {views} Aufrufen' },
  fallback: {
    persona: 'deine ersten Nutzer',
    pain: 'das Problem hinter deiner Idee',
    feature: 'dein Kernangebot',
    idea: 'deine Idee',
  },
  experiments: {
    'problem-interviews': {
      title: '{count} Problem-Interviews mit Menschen wie {persona}',
      tests: 'Ob Menschen wie {persona} „{pain}“ wirklich erleben und was es sie heute kostet.',
      how: 'Finde {count} Menschen wie {persona} dort, wo sie ihren Alltag verbringen, und frag jede Person 20 Minuten lang, wann sie zuletzt mit „{pain}“ zu tun hatte: was sie getan hat, was es gekostet hat, was sie schon versucht hat. Stell deine Idee dabei nicht vor.',
      changesVerdictIf:
        'Wenn mindestens {confirm} von {count} „{pain}“ von sich aus beschreiben, übernimm ihre Worte in deine Shadowing-Antworten: Der Schmerzpunkt gilt dann als bestätigt (Richtung GO). Wenn kaum jemand davon erzählt, ist er nicht bestätigt: Überdenke ihn (Richtung PIVOT oder NO-GO).',
    },
    'landing-test': {
      title: 'Landingpage-Test mit {visitors} Besuchern',
      tests: 'Ob Menschen wie {persona} {name} so sehr wollen, dass sie ihre E-Mail-Adresse hinterlassen.',
      how: 'Bring innerhalb von zwei Wochen {visitors} Besucher von dort, wo Menschen wie {persona} unterwegs sind (Foren, Gruppen, Newsletter), auf {link} und zähl die Anmeldungen.',
      changesVerdictIf:
        'Mindestens {rateFor} % Anmeldungen (oder {signupsFor} Anmeldungen) sprechen für die Idee; unter {rateAgainst} % nach {viewsAgainst} Aufrufen sprechen dagegen. Das Urteil liest die Zahlen der Seite selbst.',
    },
    landingUnpublishedHow:
      'Veröffentliche deine Landingpage in der Abschlussansicht und bring dann innerhalb von zwei Wochen {visitors} Besucher von dort, wo Menschen wie {persona} unterwegs sind (Foren, Gruppen, Newsletter), und zähl die Anmeldungen.',
    concierge: {
      title: '„{feature}“ für {users} Menschen wie {persona} von Hand erledigen',
      tests: 'Ob der Kern deines Angebots „{pain}“ löst, wenn du ihn ganz ohne Software von Hand lieferst.',
      how: 'Biete {users} Menschen wie {persona} an, „{feature}“ eine Woche lang von Hand für sie zu erledigen (mit Tabellen, Nachrichten oder Anrufen), und notier, was sie nutzen und was sie links liegen lassen.',
      changesVerdictIf:
        'Wenn mindestens {returning} der {users} es wieder nutzen oder nach dem Preis fragen, halte das als eigenen priorisierten Pin fest: Das Angebot trägt (Richtung GO). Wenn nach dem ersten Mal niemand wiederkommt, ändere das Angebot (PIVOT).',
    },
    'price-test': {
      title: 'Preistest: Vorbestellungen mit Anzahlung',
      tests: 'Ob Menschen wie {persona} für {name} zahlen, bevor es das Angebot gibt.',
      how: 'Biete {name} {people} Menschen wie {persona} zu einem konkreten Preis zur Vorbestellung an, mit einer kleinen, erstattbaren Anzahlung per Zahlungslink oder persönlich.',
      changesVerdictIf:
        'Wenn mindestens {payers} von {people} die Anzahlung leisten, ist Zahlungsbereitschaft beobachtet: Halte das als eigenen priorisierten Pin fest (Richtung GO). Wenn niemand zahlt, müssen sich Preis oder Angebot ändern (PIVOT).',
    },
    'competitor-check': {
      title: 'Vergleich mit „{alternative}“ bei {count} Menschen wie {persona}',
      tests:
        'Ob {name} für Menschen wie {persona} deutlich besser ist als „{alternative}“, das sie heute schon nutzen können.',
      how: 'Frag {count} Menschen wie {persona}, wie sie „{alternative}“ heute nutzen, zeig ihnen dann das Versprechen von {name} und frag, was sie für einen Wechsel aufgeben würden.',
      changesVerdictIf:
        'Wenn mindestens {switchers} von {count} wechseln würden und einen konkreten Grund nennen, halte das als eigenen priorisierten Pin fest (Richtung GO). Wenn die meisten mit „{alternative}“ zufrieden sind, schärf, was {name} anders macht (PIVOT).',
    },
    competitorToday: {
      title: 'Vergleich mit dem heutigen Weg bei {count} Menschen wie {persona}',
      tests: 'Ob {name} für Menschen wie {persona} deutlich besser ist als die Art, wie sie „{pain}“ heute lösen.',
      how: 'Frag {count} Menschen wie {persona}, wie sie „{pain}“ heute lösen und was es sie kostet, zeig ihnen dann das Versprechen von {name} und frag, was sie für einen Wechsel aufgeben würden.',
      changesVerdictIf:
        'Wenn mindestens {switchers} von {count} wechseln würden und einen konkreten Grund nennen, halte das als eigenen priorisierten Pin fest (Richtung GO). Wenn die meisten mit ihrem heutigen Weg zufrieden sind, schärf, was {name} anders macht (PIVOT).',
    },
    'mentor-concern': {
      title: 'Die wichtigste Sorge der Mentoren klären: „{topic}“',
      tests: 'Ob die Sorge „{topic}“ für Menschen wie {persona} zutrifft.',
      how: 'Such {sources} unabhängige Quellen (eine Studie, eine Statistik, eine Marktzahl) und frag {people} Menschen wie {persona} nach „{topic}“; bewahr die Links und die Namen der Quellen auf.',
      changesVerdictIf:
        'Wenn die Fakten die Sorge widerlegen, füg sie als Pin mit ihrer Quelle hinzu (Richtung GO). Wenn sie sie bestätigen, ändere die Idee dort, wo die Sorge trifft (PIVOT); trifft sie das Kernproblem, geht das Urteil Richtung NO-GO.',
    },
  },
};

export const VERDICT_BANK: Readonly<Record<VerdictLang, VerdictBank>> = { en, de };
