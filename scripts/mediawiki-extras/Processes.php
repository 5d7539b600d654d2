<?php
// Every process scripts/mediawiki runs, in one place: the commands it waits for (maintenance scripts,
// apt-get, tar), the long-running ones it leaves behind (`php -S` servers and job runners, each in a
// session of its own so that `down` ends its whole process group, with a pid file), whether such a
// process still runs what it was started as, stopping it, ports, and doing things two at a time.
// Linux only (it reads /proc), as Debian's MediaWiki is.

declare(strict_types=1);

final class Processes
{
    /** The long-running processes started by this run (kept so that PHP never closes their handles early). */
    private static array $started = [];

    /**
     * Runs a command (no shell) and waits for it. Options: `env` (added to this process's environment),
     * `cwd`, `input` (its stdin, else /dev/null), `log` (stdout and stderr appended there; else both are
     * returned), `timeout` (seconds, through timeout(1): TERM, then KILL 5 s later).
     * @return array{int, string} the exit status and, without `log`, what it printed
     */
    public static function run(array $argv, array $options = []): array
    {
        if (isset($options['timeout'])) {
            $argv = array_merge(['timeout', '-k', '5', (string) $options['timeout']], $argv);
        }
        $out = isset($options['log']) ? ['file', $options['log'], 'a'] : ['pipe', 'w'];
        $spec = [
            0 => isset($options['input']) ? ['pipe', 'r'] : ['file', '/dev/null', 'r'],
            1 => $out,
            2 => isset($options['log']) ? ['file', $options['log'], 'a'] : ['redirect', 1],
        ];
        $process = proc_open($argv, $spec, $pipes, $options['cwd'] ?? null, self::environment($options['env'] ?? []));
        if ($process === false) {
            return [127, "could not run $argv[0]"];
        }
        if (isset($options['input'])) {
            fwrite($pipes[0], $options['input']);
            fclose($pipes[0]);
        }
        $output = isset($pipes[1]) ? stream_get_contents($pipes[1]) : '';
        if (isset($pipes[1])) {
            fclose($pipes[1]);
        }
        return [proc_close($process), $output];
    }

    /** Whether a program is on the PATH. */
    public static function exists(string $program): bool
    {
        foreach (explode(':', getenv('PATH') ?: '/usr/bin:/bin') as $dir) {
            if ($dir !== '' && is_file("$dir/$program") && is_executable("$dir/$program")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Starts a long-running command in a session of its own (setsid(1): its pid is its process group's),
     * stdin from /dev/null, stdout and stderr appended to $log; records its pid in $pidFile.
     */
    public static function startDetached(array $argv, array $env, string $log, string $pidFile): int
    {
        $spec = [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']];
        $process = proc_open(array_merge(['setsid'], $argv), $spec, $pipes, null, self::environment($env));
        if ($process === false) {
            throw new RuntimeException("could not start $argv[0] (log: $log)");
        }
        self::$started[] = $process;
        $pid = proc_get_status($process)['pid'];
        file_put_contents($pidFile, "$pid\n");
        // Until the command runs (the process is a copy of this one, then setsid), runningPid would not
        // know it: up to 2 s for its arguments to be the command's.
        $wanted = implode("\0", $argv) . "\0";
        for ($i = 0; $i < 200 && self::alive($pid) && @file_get_contents("/proc/$pid/cmdline") !== $wanted; $i++) {
            usleep(10000);
        }
        return $pid;
    }

    /**
     * The pid in $pidFile if that process is alive and still runs what it was started as (its command
     * name is $comm and its arguments contain $mark), not a later process that got the same pid.
     */
    public static function runningPid(string $pidFile, string $comm, string $mark): ?int
    {
        if (!is_file($pidFile)) {
            return null;
        }
        $pid = (int) trim((string) file_get_contents($pidFile));
        if ($pid <= 0 || !self::alive($pid)) {
            return null;
        }
        $name = @file_get_contents("/proc/$pid/comm");
        $args = @file_get_contents("/proc/$pid/cmdline");
        if ($name === false || $args === false || trim($name) !== $comm) {
            return null;
        }
        return str_contains(str_replace("\0", ' ', $args), $mark) ? $pid : null;
    }

    /** Alive and not a zombie (a container's pid 1 may be slow to reap what it inherits). */
    public static function alive(int $pid): bool
    {
        $stat = @file_get_contents("/proc/$pid/stat");
        if ($stat === false) {
            return false;
        }
        // "PID (COMM) STATE …": COMM may hold spaces and parentheses, the state follows the last ")".
        $state = substr($stat, strrpos($stat, ')') + 2, 1);
        return $state !== '' && $state !== 'Z';
    }

    /** Ends a process group started by startDetached: TERM, up to 3 s to go, then KILL. */
    public static function stopGroup(int $pid): void
    {
        @posix_kill(-$pid, SIGTERM);
        for ($i = 0; $i < 30 && self::alive($pid); $i++) {
            usleep(100000);
        }
        @posix_kill(-$pid, SIGKILL);
    }

    /** Whether something listens on 127.0.0.1:$port. */
    public static function portBusy(int $port): bool
    {
        $socket = @fsockopen('127.0.0.1', $port, $errno, $error, 1.0);
        if ($socket === false) {
            return false;
        }
        fclose($socket);
        return true;
    }

    /**
     * Calls $ready up to $attempts times, $interval seconds apart, until it returns true; $alive is
     * asked after each failed attempt and ends the wait (false) when the process is gone.
     * @return bool|null true ready, false the process stopped, null out of attempts
     */
    public static function waitFor(callable $ready, callable $alive, int $attempts, float $interval): ?bool
    {
        for ($i = 0; $i < $attempts; $i++) {
            if ($ready()) {
                return true;
            }
            if (!$alive()) {
                return false;
            }
            usleep((int) ($interval * 1e6));
        }
        return null;
    }

    /**
     * Calls $task($item) for each item, two at a time (the machine's cores), each in a forked process
     * (its exit() or an exception fails that item only). True if all succeeded. Waits for its own
     * children only: the servers this program started are children too.
     */
    public static function inParallel(callable $task, array $items, int $width = 2): bool
    {
        $running = [];
        $ok = true;
        $reap = function (bool $block) use (&$running, &$ok): void {
            foreach ($running as $key => $pid) {
                $done = pcntl_waitpid($pid, $status, $block ? 0 : WNOHANG);
                if ($done === $pid || $done === -1) {
                    if ($done === -1 || !pcntl_wifexited($status) || pcntl_wexitstatus($status) !== 0) {
                        $ok = false;
                    }
                    unset($running[$key]);
                }
            }
        };
        foreach ($items as $item) {
            while (count($running) >= $width) {
                $reap(false);
                if (count($running) >= $width) {
                    usleep(100000);
                }
            }
            $pid = pcntl_fork();
            if ($pid === -1) {
                throw new RuntimeException('fork failed');
            }
            if ($pid === 0) {
                try {
                    $task($item);
                    exit(0);
                } catch (Throwable $error) {
                    fwrite(STDERR, 'mediawiki: ' . $error->getMessage() . "\n");
                    exit(1);
                }
            }
            $running[] = $pid;
        }
        $reap(true);
        return $ok;
    }

    private static function environment(array $extra): array
    {
        return array_merge(getenv(), $extra);
    }
}
