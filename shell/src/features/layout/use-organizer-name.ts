import { useEffect, useState } from 'react';
import { organizersRepository } from 'shared-data';

/** The selected organizer's name for the logged-in bar; null while unknown. */
export function useOrganizerName(organizerId: string | null): string | null {
  const [name, setName] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (!organizerId) return;
    let current = true;
    organizersRepository
      .get(organizerId)
      .then((organizer) => {
        if (current && organizer) setName({ id: organizerId, name: organizer.name });
      })
      .catch((error: unknown) => console.error('Could not load the selected organizer', error));
    return () => {
      current = false;
    };
  }, [organizerId]);
  return name && name.id === organizerId ? name.name : null;
}
