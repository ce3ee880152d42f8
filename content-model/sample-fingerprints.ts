/**
 * Fingerprints of the sample values shipped in content/company/index.yaml and
 * content/site/index.yaml: SHA-256 of the normalised value (`fingerprint` in
 * plausibility.ts) per file and field, so the sample company can never go live,
 * even after every marker and the placeholders list are gone. Only hashes are
 * kept: the check must not carry the sample data itself.
 *
 * Taken once from the sample content, of every value an editor must replace.
 * Left out on purpose, because they may legitimately stay: productName (the
 * product's working name), legalForm, foundingYear, officeHours, every country
 * ("Deutschland"), professionalRules, businessPurpose (a plausible wording the
 * company may adopt) and supervisoryAuthority.address.street ("Rathausplatz 1",
 * the address of many real town halls). List entries are matched in every
 * position (field without list index).
 */
export const SAMPLE_FINGERPRINTS: readonly { file: string; field: string; sha256: string }[] = [
  { file: "content/company/index.yaml", field: "companyName", sha256: "7ba7d331bc5b8bca32e8b724dee01ba8401610d925c20205e3818e5d582d7a65" },
  {
    file: "content/company/index.yaml",
    field: "managingDirectors",
    sha256: "931e0f3d56d385c7b1b5932e91acf3a8fc1e24cf7a8d616cb9454af50eeb4e93",
  },
  {
    file: "content/company/index.yaml",
    field: "address.street",
    sha256: "431e272ec3f6fb1676b528009d829615497297eaaa4ac933370b177e0f2d4529",
  },
  {
    file: "content/company/index.yaml",
    field: "address.postalCode",
    sha256: "5994471abb01112afcc18159f6cc74b4f511b99806da59b3caf5a9c173cacfc5",
  },
  { file: "content/company/index.yaml", field: "address.city", sha256: "1f6eafecd1b316c47e7c0ffa3029aa0b835460fc85a94848911a2f35623adb48" },
  {
    file: "content/company/index.yaml",
    field: "phone.display",
    sha256: "94ca97e60258a5723dbe1d8eea2f8cd324c778e24530433ee7ccdaa76bf85caf",
  },
  { file: "content/company/index.yaml", field: "phone.e164", sha256: "94ca97e60258a5723dbe1d8eea2f8cd324c778e24530433ee7ccdaa76bf85caf" },
  { file: "content/company/index.yaml", field: "email", sha256: "2e6dd0353e8021c0486003fa642b98b9253df6ce45b2c6d648d433fad6ae4605" },
  {
    file: "content/company/index.yaml",
    field: "registerCourt",
    sha256: "75b0480ed0b23c5fce65188913ad9385e0a41106e08ef14abcecd57b5a584595",
  },
  {
    file: "content/company/index.yaml",
    field: "registerNumber",
    sha256: "541992754c9a7dfdf0dc971d196250aded744909126d42a5949b0dd3afd84068",
  },
  { file: "content/company/index.yaml", field: "vatId", sha256: "b5e5fec750f3e8fc34d020eaf9e45e48979fe21f356e906aab38d87e48ed5625" },
  {
    file: "content/company/index.yaml",
    field: "bankAccount.bankName",
    sha256: "bae71f6ce29f6cc448930c6da3183916033a85e8dcd140283e24dc2ee8e41cbd",
  },
  {
    file: "content/company/index.yaml",
    field: "bankAccount.iban",
    sha256: "4ce7f05d2ed459b33117042c2fc97e0775d5a2fd5840bbf765c4257fc1465493",
  },
  {
    file: "content/company/index.yaml",
    field: "bankAccount.bic",
    sha256: "a06c13fb61315a6c0e2a5190799988b9df2286a9fbdc7a0abed4415214904739",
  },
  { file: "content/company/index.yaml", field: "trademark", sha256: "503b658e90059f61dd49ba99b8d7ca6db2799720544d2159a8df80c905005ffa" },
  { file: "content/company/index.yaml", field: "memberships", sha256: "e0b85256b5dc22c6de30337eff42c9ce73c2db51e3bfc63c810043dcdcbe703e" },
  { file: "content/company/index.yaml", field: "memberships", sha256: "003b0f1d654f7d6eb7a0f46bbebb30c4d97042e2f7749fcbcb13e06c7df693e1" },
  {
    file: "content/company/index.yaml",
    field: "supervisoryAuthority.name",
    sha256: "718245c42cdd918e46c651ec597288a04f1df404168db82d427d2db1a7f9bd2f",
  },
  {
    file: "content/company/index.yaml",
    field: "supervisoryAuthority.address.postalCode",
    sha256: "5994471abb01112afcc18159f6cc74b4f511b99806da59b3caf5a9c173cacfc5",
  },
  {
    file: "content/company/index.yaml",
    field: "supervisoryAuthority.address.city",
    sha256: "1f6eafecd1b316c47e7c0ffa3029aa0b835460fc85a94848911a2f35623adb48",
  },
  {
    file: "content/company/index.yaml",
    field: "supervisoryAuthority.url",
    sha256: "deb55b759bb1011d46af05db5d7ef1d40656ed732f2a80ddec690bd7cb7c912f",
  },
  {
    file: "content/company/index.yaml",
    field: "dataProtectionAuthority.name",
    sha256: "19afe1c1c780aa5f433e8f13a53bea2021d628fff12eb6ae2673d2ad88a7eaff",
  },
  {
    file: "content/company/index.yaml",
    field: "dataProtectionAuthority.address.street",
    sha256: "81af0de9c9078ca9ec2914ffa7fe4c7bc8cda40082324b60fc6e4edf05c6e4fd",
  },
  {
    file: "content/company/index.yaml",
    field: "dataProtectionAuthority.address.postalCode",
    sha256: "5994471abb01112afcc18159f6cc74b4f511b99806da59b3caf5a9c173cacfc5",
  },
  {
    file: "content/company/index.yaml",
    field: "dataProtectionAuthority.address.city",
    sha256: "1f6eafecd1b316c47e7c0ffa3029aa0b835460fc85a94848911a2f35623adb48",
  },
  {
    file: "content/company/index.yaml",
    field: "dataProtectionAuthority.url",
    sha256: "d2924c9aeac153ee165a272b04c196fa32b3643f5b69c3b1899302131899343a",
  },
  {
    file: "content/company/index.yaml",
    field: "contentResponsible.name",
    sha256: "931e0f3d56d385c7b1b5932e91acf3a8fc1e24cf7a8d616cb9454af50eeb4e93",
  },
  {
    file: "content/company/index.yaml",
    field: "contentResponsible.address.street",
    sha256: "431e272ec3f6fb1676b528009d829615497297eaaa4ac933370b177e0f2d4529",
  },
  {
    file: "content/company/index.yaml",
    field: "contentResponsible.address.postalCode",
    sha256: "5994471abb01112afcc18159f6cc74b4f511b99806da59b3caf5a9c173cacfc5",
  },
  {
    file: "content/company/index.yaml",
    field: "contentResponsible.address.city",
    sha256: "1f6eafecd1b316c47e7c0ffa3029aa0b835460fc85a94848911a2f35623adb48",
  },
  { file: "content/site/index.yaml", field: "siteUrl", sha256: "4a17d7430070f67792663afea64335cee91a474b29843d007b1ced755c656a1a" },
  { file: "content/site/index.yaml", field: "bookingUrl", sha256: "483fad7037a8701d3554144b849be67f6592f5c542b699b45198aebc631ceaa8" },
  { file: "content/site/index.yaml", field: "privacyPdfUrl", sha256: "84cf518f631a13838e92a015951534ba56dd8036ee674a0333e3786db459918f" },
  {
    file: "content/site/index.yaml",
    field: "tagManager.containerId",
    sha256: "642da6541637b7b39d572293e35eba2534e33e55f5166fb04e22956a57d55f82",
  },
]
