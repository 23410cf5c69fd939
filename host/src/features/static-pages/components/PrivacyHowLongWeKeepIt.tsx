/** The privacy policy's "How long we keep it": retention, and what deleting an account removes. */
export function PrivacyHowLongWeKeepIt() {
  return (
    <>
      <h2>How long we keep it</h2>
      <p>
        We keep personal information only as long as we need it for the purposes above: records are
        kept for <strong>up to 6 years</strong>, the longest period for which tax and accounting
        rules can require us to keep order records.
      </p>
      <p>
        When you delete your account, your profile, photos, reviews and comments are removed from
        the site straight away, and the remaining personal data is erased from our systems and
        backups within <strong>60 days after deletion</strong>, except order records we must keep by
        law.
      </p>
      <p>
        The photos you uploaded are deleted with your account, files and every resized copy, not
        kept without your name: a photo can identify you or the people and places in it even without
        a name on it, and a photo nobody owns could no longer be removed on request.
      </p>
      <p>
        Your orders are deleted from the site with your account: nobody, you included, can view them
        there any more. Where tax and accounting rules require it, the record of a sale is kept
        apart from the site for up to 6 years, only for that purpose.
      </p>
    </>
  );
}
