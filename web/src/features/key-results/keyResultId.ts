/** The entries of the Key Results dialog (part 1 §2): the Qualify results, the reports and the final files. */
export type KeyResultId =
  | 'elevatorPitch'
  | 'mainPersona'
  | 'userEmpathyMap'
  | 'landingPage'
  | 'marketPotentialReport'
  | 'competitorReport'
  | 'userValidationReport'
  | 'mentorFeedbackReport'
  | 'businessModelDna'
  | 'businessPlan'
  | 'goToMarketStrategy'
  | 'productRoadmap';
