import { Button } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStickToBottom } from '../hooks/useStickToBottom';
import classes from './ChatScroller.module.css';

export interface ChatScrollerProps {
  /** One element (e.g. a Stack): it is watched for growth as a whole. */
  children: ReactNode;
  /** Classes of the frame (size and place in the chat's layout). */
  className?: string;
  /** Classes of the scrolling element inside (padding, background, max height). */
  scrollerClassName?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  /** Grows when the founder sends a message: the conversation then scrolls to its end and follows again. */
  sendCount?: number;
}

/**
 * The scrolling conversation of every chat (the AI chat panel with Support me, the Expert Chat, the Feedback Card):
 * it follows new content while the reader is at the bottom and offers "New answer ↓" when they have scrolled up
 * (useStickToBottom).
 */
export function ChatScroller({ children, className, scrollerClassName, style, sendCount, ...rest }: ChatScrollerProps) {
  const { t } = useTranslation();
  const { ref, unseen, scrollToBottom } = useStickToBottom<HTMLDivElement>(sendCount);
  return (
    <div className={[classes.frame, className].filter(Boolean).join(' ')} style={style}>
      <div ref={ref} className={[classes.scroller, scrollerClassName].filter(Boolean).join(' ')} {...rest}>
        {children}
      </div>
      {unseen && (
        <Button size="compact-sm" radius="xl" className={classes.pill} onClick={scrollToBottom}>
          {t('chat.newAnswer')}
        </Button>
      )}
    </div>
  );
}
