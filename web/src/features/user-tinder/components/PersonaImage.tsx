import { type Persona, personaImageUrl } from '@idea-studio/sdk';
import classes from './UserTinder.module.css';

export interface PersonaImageProps {
  persona: Pick<Persona, 'image'>;
  size: number;
  /** The persona's name when the picture stands alone; empty when the name is written next to it. */
  alt?: string;
}

/** A persona's picture: the generated asset of its image style (milieu × gender × variant, part 2 §3). */
export function PersonaImage({ persona, size, alt = '' }: PersonaImageProps) {
  return (
    <img
      src={personaImageUrl(persona.image)}
      alt={alt}
      width={size}
      height={size}
      className={classes.personaImage}
      draggable={false}
    />
  );
}
