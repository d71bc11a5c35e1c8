import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { M } from '../../contract/messages';
import { AccountInfo } from '../../src/features/profile/AccountInfo';
import { EmailChangeForm, type EmailChangeFormProps } from '../../src/features/profile/EmailChangeForm';
import { PersonalInfoForm, type PersonalInfoFormProps } from '../../src/features/profile/PersonalInfoForm';
import { PetHero } from '../../src/features/profile/PetHero';
import { PhotoCard, type PhotoCardProps } from '../../src/features/profile/PhotoCard';
import { ProfilePage } from '../../src/features/profile/ProfilePage';
import { SecuritySection } from '../../src/features/profile/SecuritySection';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';
import { SAMPLE_AVATAR, sampleBreeds, sampleUser } from './sample-data';

/** The handlers the play stories check (cleared before each run, like every `fn()`). */
const onSaveProfile = fn();
const onChangeEmail = fn();

/** What one profile-page story varies: the user and the state of each section. */
interface ProfileStoryArgs {
  user: ReturnType<typeof sampleUser>;
  photo: Partial<PhotoCardProps>;
  info: Partial<PersonalInfoFormProps>;
  email: Partial<EmailChangeFormProps>;
}

function ProfileStory({ user, photo, info, email }: ProfileStoryArgs) {
  return (
    <ProfilePage
      pet={<PetHero user={user} />}
      photo={
        <PhotoCard
          imageUrl={user.image}
          ownerName={user.name}
          petName={user.pet_name}
          decoding={false}
          problem={null}
          onFile={fn()}
          onDeleteRequest={fn()}
          {...photo}
        />
      }
      personalInfo={
        <PersonalInfoForm
          user={user}
          breeds={sampleBreeds}
          breedsLoading={false}
          saving={false}
          saved={false}
          problem={null}
          fieldErrors={{}}
          onSave={fn()}
          onReset={fn()}
          {...info}
        />
      }
      accountInfo={<AccountInfo user={user} />}
      emailChange={
        <EmailChangeForm
          currentEmail={user.email}
          busy={false}
          repeatEmail={false}
          problem={null}
          fieldErrors={{}}
          onSubmit={fn()}
          {...email}
        />
      }
      security={<SecuritySection onChangePassword={fn()} onDeleteAccount={fn()} />}
    />
  );
}

const meta = {
  title: 'Profile/Profile page',
  component: ProfileStory,
  args: { user: sampleUser(), photo: {}, info: {}, email: {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutPhoto: Story = {};

export const WithPhoto: Story = { args: { user: sampleUser({ image: SAMPLE_AVATAR }) } };

export const WithPhotoLightUkrainian: Story = {
  args: { user: sampleUser({ image: SAMPLE_AVATAR }) },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

export const ReadingPhoto: Story = { args: { photo: { decoding: true } } };

export const NotAnImage: Story = { args: { photo: { problem: 'notImage' } } };

export const BreedsLoading: Story = { args: { info: { breeds: [], breedsLoading: true } } };

export const Saving: Story = { args: { info: { saving: true } } };

export const Saved: Story = { args: { info: { saved: true } } };

export const IncorrectData: Story = {
  args: { info: { problem: 'incorrectData', fieldErrors: { phone: [M.phoneInvalid] } } },
};

export const SaveFailed: Story = { args: { info: { problem: 'generic' } } };

export const RepeatEmail: Story = { args: { email: { repeatEmail: true } } };

export const EmailTaken: Story = {
  args: { email: { problem: 'incorrectData', fieldErrors: { email: [M.emailTaken] } } },
};

export const NotSubscribed: Story = {
  args: { user: sampleUser({ is_subscribed: false, trial_ends_at: null }) },
  globals: inLanguage('ua'),
};

export const Subscriber: Story = { args: { user: sampleUser({ subscription_ends_at: '2027-01-05T10:00:00.000Z' }) } };

/** Spec §5 profile rules: pet name, owner name and phone required, names at most 50; nothing is saved. */
export const ProfileRejectsBadInput: Story = {
  args: { info: { onSave: onSaveProfile } },
  play: async () => {
    await type(msg`Pet name`, '');
    await type(msg`Owner name`, '');
    await type(msg`Phone`, '');
    await press(msg`Save`);
    await expectShown(rule('petNameRequired'), rule('nameRequired'), rule('phoneRequired'));
    await type(msg`Pet name`, 'p'.repeat(51));
    await press(msg`Save`);
    await expectShown(rule('petNameMax'));
    expect(onSaveProfile).not.toHaveBeenCalled();
  },
};

/** A valid form saves every field (the profile-form machine's save). */
export const ProfileSavesValidInput: Story = {
  args: { info: { onSave: onSaveProfile } },
  play: async () => {
    await type(msg`Pet name`, 'Mango');
    await press(msg`Save`);
    await waitFor(() => expect(onSaveProfile).toHaveBeenCalledWith(expect.objectContaining({ pet_name: 'Mango' })));
  },
};

/** Spec §5 email change: the login email rules; nothing is sent. */
export const EmailChangeRejectsBadInput: Story = {
  args: { email: { onSubmit: onChangeEmail } },
  play: async () => {
    await type(msg`New email`, '');
    await press(msg`Change email`);
    await expectShown(rule('emailRequired'));
    await type(msg`New email`, 'olena@');
    await press(msg`Change email`);
    await expectShown(rule('emailPattern'));
    expect(onChangeEmail).not.toHaveBeenCalled();
  },
};

/** A valid address goes to the confirmation popup (the email-change machine's request). */
export const EmailChangeSubmits: Story = {
  args: { email: { onSubmit: onChangeEmail } },
  play: async () => {
    await type(msg`New email`, 'olena.new@example.com');
    await press(msg`Change email`);
    await waitFor(() => expect(onChangeEmail).toHaveBeenCalledWith('olena.new@example.com'));
  },
};

/** Phone: the pet first, then the settings stacked. */
export const WithPhotoPhone: Story = {
  args: { user: sampleUser({ image: SAMPLE_AVATAR }) },
  globals: atWidth('phone'),
};

export const WithPhotoPhoneUkrainianLight: Story = {
  args: { user: sampleUser({ image: SAMPLE_AVATAR }) },
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

export const WithPhotoDesktop: Story = {
  args: { user: sampleUser({ image: SAMPLE_AVATAR }) },
  globals: atWidth('desktop'),
};
