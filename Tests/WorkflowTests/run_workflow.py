#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
"""Runs a GitHub Actions workflow's `run` steps here, in order, as a runner would: with the workflow's env (overridden
by --env NAME=VALUE), RUNNER_TEMP, GITHUB_PATH's additions to PATH for the later steps, and each step's `if` (the
forms `env.NAME == 'text'`, `!=`, `github.event_name`, `&&` and `||`). `uses` steps are the caller's to stand in
for (the checkout is the folder it runs in). Exits with the first failing step's status, naming the step.

    python3 run_workflow.py WORKFLOW.yml --folder CHECKOUT --event push [--env NAME=VALUE ...]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import yaml


def condition_holds(expression: str, env: dict, event: str) -> bool:
    def value(term: str) -> str:
        term = term.strip()
        if term.startswith("env."):
            return env.get(term[4:], "")
        if term == "github.event_name":
            return event
        quoted = re.fullmatch(r"'(.*)'", term)
        if not quoted:
            sys.exit(f"run_workflow.py: an `if` this runner does not read: {expression}")
        return quoted.group(1)

    def comparison(text: str) -> bool:
        left, operator, right = re.fullmatch(r"(.+?)\s*(==|!=)\s*(.+)", text.strip()).groups()
        return (value(left) == value(right)) == (operator == "==")

    return any(all(comparison(part) for part in alternative.split("&&")) for alternative in expression.split("||"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("--folder", required=True)
    parser.add_argument("--event", required=True)
    parser.add_argument("--env", action="append", default=[])
    arguments = parser.parse_args()
    with open(arguments.workflow, encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    env = {name: str(value) for name, value in (workflow.get("env") or {}).items()}
    env.update(item.split("=", 1) for item in arguments.env)
    (job,) = workflow["jobs"].values()
    with tempfile.TemporaryDirectory() as runner_temp:
        github_path = os.path.join(runner_temp, "github_path")
        open(github_path, "w").close()
        for step in job["steps"]:
            if "run" not in step:
                continue
            name = step.get("name", step["run"].splitlines()[0])
            if "if" in step and not condition_holds(step["if"], env, arguments.event):
                print(f"skipped: {name}")
                continue
            with open(github_path, encoding="utf-8") as file:
                added = [line.strip() for line in file if line.strip()]
            process_env = dict(os.environ, **env, RUNNER_TEMP=runner_temp, GITHUB_PATH=github_path,
                               GITHUB_EVENT_NAME=arguments.event)
            process_env["PATH"] = os.pathsep.join(list(reversed(added)) + [os.environ["PATH"]])
            # As the runner runs a step: bash -e, with pipefail.
            done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                                  cwd=arguments.folder, env=process_env, check=False)
            if done.returncode != 0:
                print(f"failed ({done.returncode}): {name}")
                sys.exit(done.returncode)
            print(f"ran: {name}")


if __name__ == "__main__":
    main()
