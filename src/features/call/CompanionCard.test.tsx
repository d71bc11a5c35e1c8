import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { CompanionCard } from './CompanionCard';

afterEach(cleanup);

const companion = { name: 'Bohdan', petName: 'Kesha', petGender: 'boy' as const, photo: '/media/photos/kesha.webp' };

describe('CompanionCard: pet first (issue 14)', () => {
  it("shows the pet's photo, name, breed and gender, and the owner", async () => {
    const { container } = await renderTranslated(<CompanionCard companion={companion} breedName="Budgerigar" />);
    const card = screen.getByTestId('companion-card');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/photos/kesha.webp');
    expect(card.textContent).toContain('Kesha');
    expect(card.textContent).toContain('Budgerigar');
    expect(card.querySelector('span[role="img"]')?.getAttribute('aria-label')).toBe('Boy');
    expect(screen.getByTestId('companion-owner').textContent).toBe('Bohdan');
    expect(screen.queryByTestId('camera-off')).toBeNull();
  });

  it('names the breed with its group when met through a widened breed chat (issue 29)', async () => {
    await renderTranslated(
      <CompanionCard companion={companion} breedName="Border Collie" breedGroupName="shepherds" />,
    );
    expect(screen.getByTestId('companion-breed').textContent).toBe('Border Collie, from the shepherds');
    cleanup();
    await renderTranslated(<CompanionCard companion={companion} breedName="Border Collie" />);
    expect(screen.getByTestId('companion-breed').textContent).toBe('Border Collie');
  });

  it('says "Camera off" on the large card when the partner shows no picture', async () => {
    await renderTranslated(<CompanionCard companion={{ ...companion, photo: null }} cameraOff />);
    expect(screen.getByTestId('companion-card').dataset.cameraOff).toBe('true');
    expect(screen.getByTestId('camera-off').textContent).toBe('Camera off');
  });
});
