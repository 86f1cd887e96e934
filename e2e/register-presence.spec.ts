// Two officers on one record, in two browsers (issue 44): each sees that the other has it open
// and when the other is writing a reply; sending while the other writes asks first; a reply
// the other sends appears without a reload, and what is typed stays; a colleague who leaves is
// gone within seconds. axe with the notice shown.
import { fileComplaint } from "./complaint-helpers.ts";
import { expect, expectAccessible, test, waitForInteractive } from "./fixtures.ts";
import { setUpStaff, signIn } from "./staff-helpers.ts";

test("two officers on one record: presence, the warning before sending, the colleague's reply without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const reference = await fileComplaint(page, `Presence Person ${stamp}`, `presence-${stamp}@example.com`);

  const sokhaStaff = await setUpStaff(page, {
    email: `sokha-${stamp}@tonle.example`,
    roles: "complaints",
    name: "Sokha",
  });
  const otherBrowser = await browser.newContext();
  const dara = await otherBrowser.newPage();
  const daraStaff = await setUpStaff(dara, { email: `dara-${stamp}@tonle.example`, roles: "complaints", name: "Dara" });
  const sokha = page;
  await signIn(sokha, sokhaStaff);
  await signIn(dara, daraStaff);

  for (const officer of [sokha, dara]) {
    await officer.goto(`/admin/complaints?q=${reference}`);
    await officer.getByRole("link", { name: reference }).click();
    await expect(officer.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${reference}`);
    await waitForInteractive(officer);
  }
  await expect(sokha.getByRole("status").getByText("Dara has this record open.")).toBeVisible({ timeout: 15_000 });
  await expect(dara.getByRole("status").getByText("Sokha has this record open.")).toBeVisible({ timeout: 15_000 });

  // Dara starts a reply: Sokha sees it.
  const box = (officer: typeof page) => officer.getByRole("textbox", { name: "Reply by e-mail", exact: true });
  await box(dara).click();
  await box(dara).press("Control+End");
  await box(dara).pressSequentially(" We are calling the garage today.");
  await expect(sokha.getByRole("status").getByText("Dara is writing a reply.")).toBeVisible({ timeout: 15_000 });
  await expectAccessible(sokha);

  // Sokha writes too, and is asked before sending.
  await box(sokha).click();
  await box(sokha).press("Control+End");
  await box(sokha).pressSequentially(" I will call you tomorrow.");
  await sokha.getByRole("button", { name: "Send the reply" }).click();
  await expect(sokha.getByRole("alert").getByText("Dara is writing a reply too. Send yours anyway?")).toBeVisible();
  await expect(sokha.getByRole("button", { name: "Send anyway" })).toBeFocused();
  await expect(box(sokha)).toHaveValue(/I will call you tomorrow\./);

  // Dara is asked too, and sends anyway.
  await expect(dara.getByRole("status").getByText("Sokha is writing a reply.")).toBeVisible({ timeout: 15_000 });
  await dara.getByRole("button", { name: "Send the reply" }).click();
  await dara.getByRole("button", { name: "Send anyway" }).click();
  await expect(dara.getByText(/The reply is on its way/)).toBeVisible();

  // Sokha sees Dara's reply without a reload, keeps what was typed, and is no longer warned.
  const timeline = sokha.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Dara replied by e-mail:", { timeout: 15_000 });
  await expect(timeline).toContainText("We are calling the garage today.");
  await expect(box(sokha)).toHaveValue(/I will call you tomorrow\./);
  await expect(sokha.getByRole("status").getByText("Dara has this record open.")).toBeVisible({ timeout: 15_000 });
  await expect(sokha.getByRole("button", { name: "Send the reply" })).toBeVisible();

  // Dara leaves: gone within seconds.
  await otherBrowser.close();
  await expect(sokha.getByText("Dara has this record open.")).toHaveCount(0, { timeout: 20_000 });
});
