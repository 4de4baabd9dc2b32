import { Avatar, type AvatarProps } from '@mantine/core';
import { IconRobotFace } from '@tabler/icons-react';
import type { Agent } from '../atoms/chatAtoms';

/** Johnny's picture as the web app ships it (`public/assets/agents/`), used until the agent list arrives. */
export const JOHNNY_AVATAR = '/assets/agents/flying_jhonny.svg';

/** An agent's picture (`image` of listAgents); a robot face when it cannot be shown. */
export function AgentAvatar({ agent, ...props }: { agent: Agent | undefined } & AvatarProps) {
  return (
    <Avatar src={agent?.image || JOHNNY_AVATAR} alt="" color="brand" variant="light" {...props}>
      <IconRobotFace size="60%" />
    </Avatar>
  );
}
