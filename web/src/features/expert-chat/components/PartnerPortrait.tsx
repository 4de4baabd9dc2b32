import type { InterviewPartner } from '@idea-studio/sdk';
import classes from './ExpertChat.module.css';

/** An interview partner's generated portrait (web/public/assets/partners). */
export function PartnerPortrait({ partner, size }: { partner: InterviewPartner; size: number }) {
  return <img src={partner.image} alt="" width={size} height={size} className={classes.portrait} draggable={false} />;
}
