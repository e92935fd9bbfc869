/** The game-maintenance refusal opens its dialog with the platform's suggestions; other failures do not. */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { $dialog, closeDialog } from '../../../src/stores/dialogs';
import { showGameMaintenance } from '../../../src/stores/game-maintenance';

const call = 'POST /wps/game/launchGame';
const refusal = { vendor: 'PG Soft', gameType: 'RNG', suggestions: [] };

describe('showGameMaintenance', () => {
  afterEach(closeDialog);

  it('opens the dialog with the vendor and suggestions of a game_maintenance refusal', () => {
    const error = new ApiError({ code: 'game_maintenance', reason: 'platform', status: 409, call, value: refusal });
    expect(showGameMaintenance(error)).toBe(true);
    expect($dialog.get()).toEqual({ name: 'gameMaintenance', options: refusal });
  });

  it('leaves every other failure to its caller', () => {
    const others = [
      new ApiError({ code: 'not_found', reason: 'platform', status: 404, call }),
      // a refusal without its value (an older platform) has nothing to suggest: the caller's message shows
      new ApiError({ code: 'game_maintenance', reason: 'platform', status: 409, call }),
      new Error('network'),
    ];
    for (const error of others) expect(showGameMaintenance(error)).toBe(false);
    expect($dialog.get()).toBeNull();
  });
});
